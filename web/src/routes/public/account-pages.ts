// The public pages that create or recover an account, in one chunk: they share their forms and the
// registration texts, and none of them is where a visit usually starts.
export { PasswordResetDonePage } from "./password/PasswordResetDonePage.tsx";
export { ResetPasswordPage } from "./password/ResetPasswordPage.tsx";
export { PaidRegistrationPage } from "./registration/PaidRegistrationPage.tsx";
export { PaymentStepPage } from "./registration/PaymentStepPage.tsx";
export { RegistrationPage } from "./registration/RegistrationPage.tsx";
export { RegistrationThanksPage } from "./registration/RegistrationThanksPage.tsx";
export { TrialRegistrationPage } from "./registration/TrialRegistrationPage.tsx";
export { TermsPage } from "./terms/TermsPage.tsx";
