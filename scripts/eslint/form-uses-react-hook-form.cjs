// ESLint rule `local/form-uses-react-hook-form`: a form that submits is react-hook-form's (docs/CONVENTIONS.md,
// "Forms"). It reports a `<form onSubmit>`, or an element rendered `as="form"` with `onSubmit`, in a file that calls
// no form hook (`useForm`, `useFormContext`, or a feature's own `use…Form` hook that wraps `useForm`).
//
// A form is judged by its file, not by following the handler into other modules: reliable for the forms we write (the
// hook and the `<form>` sit in one component), and an exception is then a visible, reasoned `eslint-disable` comment.
// Exempt without a comment: a form whose `onSubmit` only calls `preventDefault()` submits nothing (the controls that
// only steer the URL, CONVENTIONS: the menu's search, the booking choice bar, the staff day bar).

const FORM_HOOK = /^use(?:\w*Form|FormContext)$/;

/** The JSX attribute named `name` on an opening element, if any. */
function attribute(opening, name) {
  return opening.attributes.find(
    (attr) => attr.type === 'JSXAttribute' && attr.name.type === 'JSXIdentifier' && attr.name.name === name,
  );
}

/** `<form …>`, or any element with `as="form"` / `as={'form'}` (Chakra's Box, Stack, HStack…). */
function rendersForm(opening) {
  if (opening.name.type === 'JSXIdentifier' && opening.name.name === 'form') return true;
  const as = attribute(opening, 'as');
  if (!as || !as.value) return false;
  if (as.value.type === 'Literal') return as.value.value === 'form';
  return (
    as.value.type === 'JSXExpressionContainer' &&
    as.value.expression.type === 'Literal' &&
    as.value.expression.value === 'form'
  );
}

/** `(event) => event.preventDefault()` or `(e) => { e.preventDefault(); }`: a submit that does nothing. */
function onlyPreventsDefault(handler) {
  if (handler.type !== 'ArrowFunctionExpression' && handler.type !== 'FunctionExpression') return false;
  let body = handler.body;
  if (body.type === 'BlockStatement') {
    if (body.body.length !== 1 || body.body[0].type !== 'ExpressionStatement') return false;
    body = body.body[0].expression;
  }
  return (
    body.type === 'CallExpression' &&
    body.arguments.length === 0 &&
    body.callee.type === 'MemberExpression' &&
    body.callee.property.type === 'Identifier' &&
    body.callee.property.name === 'preventDefault'
  );
}

/** @type {import('eslint').Rule.RuleModule} */
module.exports = {
  meta: {
    type: 'problem',
    docs: { description: 'A form that submits uses react-hook-form (docs/CONVENTIONS.md, "Forms").' },
    schema: [],
    messages: {
      noFormHook:
        'This form submits but its file calls no react-hook-form hook: use useForm with contractResolver and handleSubmit (docs/CONVENTIONS.md, "Forms").',
    },
  },
  create(context) {
    const submittingForms = [];
    let callsFormHook = false;
    return {
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && FORM_HOOK.test(node.callee.name)) callsFormHook = true;
      },
      JSXOpeningElement(node) {
        if (!rendersForm(node)) return;
        const onSubmit = attribute(node, 'onSubmit');
        if (!onSubmit) return;
        const handler =
          onSubmit.value && onSubmit.value.type === 'JSXExpressionContainer' ? onSubmit.value.expression : null;
        if (handler && onlyPreventsDefault(handler)) return;
        submittingForms.push(node);
      },
      'Program:exit'() {
        if (callsFormHook) return;
        for (const node of submittingForms) context.report({ node, messageId: 'noFormHook' });
      },
    };
  },
};
