import type { PaidRegistrationValues } from "../../../auth/account-rules.ts";
import { useLoginMutation } from "../../../mutations/useLoginMutation.ts";
import { useRegisterIndividualMutation } from "../../../mutations/useRegisterIndividualMutation.ts";
import { useRegisterOrganisationMutation } from "../../../mutations/useRegisterOrganisationMutation.ts";
import { API_PAYMENT_METHOD, type PaymentMethod } from "../../../payments/Checkout.tsx";
import type { PaidPlan } from "./plans.ts";
import { individualRegistration, organisationRegistration } from "./registration-variables.ts";

/**
 * Registers the paid plan's new profile with the payment (the paid card payment's id, or none by
 * invoice), then logs the new user in with the same details; should the login fail, the
 * thank-you page offers it. Resolves with the registration's result (its invoice).
 */
export function useRegisterPaidPlan(plan: PaidPlan, values: PaidRegistrationValues) {
  const [registerIndividual] = useRegisterIndividualMutation();
  const [registerOrganisation] = useRegisterOrganisationMutation();
  const [logIn] = useLoginMutation();

  const register = async (method: PaymentMethod, paymentId: string | null) => {
    const payment = { paymentMethod: API_PAYMENT_METHOD[method], paymentId };
    if (plan === "single")
      return (await registerIndividual({ ...individualRegistration(values), ...payment })).registerIndividual;
    return (await registerOrganisation({ ...organisationRegistration(plan, values), ...payment })).registerOrganisation;
  };

  return async (method: PaymentMethod, paymentId: string | null) => {
    const result = await register(method, paymentId);
    await logIn({ email: values.email.trim(), password: values.password }).catch(() => undefined);
    return result;
  };
}
