/**
 * The design system: the components every screen is built from (docs/ui.md says which to use
 * when). Their look comes from the tokens in web/src/styles/tokens.css; their styles load once
 * with the site (ui.css).
 *
 * This file is the catalogue. Screens import a component from its own file
 * (`import { Button } from "../ui/Button.tsx"`): the bundler places a module by who imports it,
 * and an import of this file from the first page's code would bring every component (dialogs,
 * tables) into the home page's first load.
 */
export { AccessGate, type AccessGateReason, type GatedKind } from "./AccessGate.tsx";
export { DeniedAccessGate } from "./DeniedAccessGate.tsx";
export {
  Button,
  ButtonAnchor,
  ButtonLink,
  buttonClass,
  type ButtonLook,
  type ButtonSize,
  type ButtonVariant,
} from "./Button.tsx";
export { Card } from "./Card.tsx";
export { CheckboxField } from "./CheckboxField.tsx";
export { ConfirmDialog } from "./ConfirmDialog.tsx";
export { Dialog } from "./Dialog.tsx";
export { FieldFrame, type FieldProps } from "./Field.tsx";
export { FormActions, FormMessage, SubmitButton, type FormOutcome } from "./FormMessage.tsx";
export { Loading } from "./Loading.tsx";
export { Note } from "./Note.tsx";
export { ComingSoon, Notice, NotFound } from "./Notice.tsx";
export {
  NOTIFICATION_DURATION_MS,
  NotificationsProvider,
  useNotify,
  type NotificationInput,
  type NotificationTone,
} from "./Notifications.tsx";
export { Pagination } from "./Pagination.tsx";
export { NewPasswordFields, PasswordField } from "./PasswordField.tsx";
export { SelectField, type SelectOption } from "./SelectField.tsx";
export { Skeleton, SkeletonCards } from "./Skeleton.tsx";
export { Slider } from "./Slider.tsx";
export { StepIndicator } from "./StepIndicator.tsx";
export { Table, type Column, type TableProps } from "./Table.tsx";
export { Tabs, type Tab } from "./Tabs.tsx";
export { TextAreaField } from "./TextAreaField.tsx";
export { TextField } from "./TextField.tsx";
export { useModalDialog } from "./useModalDialog.ts";
export { focusableIn, trapTab } from "./focus-trap.ts";
