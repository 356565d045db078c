// The rest of Chakra: overlays, forms, data display used by menus, drawers, auth forms and the demo pages. Loaded on
// first use, never on the first paint. Explicit named re-exports only (this module is an MF singleton, not
// tree-shaken).
import { system } from '@restaurant/shared/system';
import { registerExtraRecipes } from './extra-recipes';

// Through the package name, not a relative path: the one system instance is the `@restaurant/shared/system`
// singleton every front end shares.
registerExtraRecipes(system);

export {
  Accordion,
  Avatar,
  AvatarGroup,
  Checkbox,
  CheckboxGroup,
  CloseButton,
  Code,
  Collapsible,
  createListCollection,
  createToaster,
  Dialog,
  Drawer,
  Field,
  Fieldset,
  Input,
  InputAddon,
  InputGroup,
  Kbd,
  List,
  Menu,
  NativeSelect,
  NumberInput,
  PinInput,
  Popover,
  Portal,
  Progress,
  RadioGroup,
  RatingGroup,
  SegmentGroup,
  Select,
  Slider,
  Stat,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Textarea,
  Toaster,
  Toast,
  Tooltip,
  TreeView,
  useDisclosure,
  type InputProps,
  type TextareaProps,
} from '@chakra-ui/react';
