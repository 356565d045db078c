// `@restaurant/shared/forms`: form validation from the API contracts. A subpath of its own, not part of the main entry
// nor of the Module Federation shared map: it holds no state, and it brings TypeBox (its `Value` checker) only into
// the bundles of the forms that import it, as `@restaurant/shared/contracts` does.
export { brokenRules, firstBrokenRule } from './broken-rules';
export {
  contractResolver,
  deferredFieldSchemas,
  lengthLimits,
  maxLengthOf,
  type ContractResolverOptions,
  type DeferredFieldSchemas,
  type FieldSchemas,
  type Refinement,
} from './contract-resolver';
