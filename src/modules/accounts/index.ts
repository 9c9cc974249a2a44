import { type AppModule, loadTypeDefs } from "../../app/module.ts";
import { accountsMessages } from "./messages.ts";
import { accountsOnboardingsProjector } from "./projections/onboardings.ts";
import { accountsProfilesProjector } from "./projections/profiles.ts";
import { accountsSubscriptionsProjector } from "./projections/subscriptions.ts";
import { accountsUsersProjector } from "./projections/users.ts";
import { accountsJobs } from "./recovery.ts";
import { resolvers } from "./resolvers.ts";

/**
 * Accounts: profiles (who holds access), their users (who log in), their subscriptions, logins and
 * passwords. Its running part is the recovery job (recovery.ts), which finishes what a crashed
 * writer left halfway. Below: everything other modules, the app and the scripts may use.
 */
export const module: AppModule = {
  name: "accounts",
  typeDefs: loadTypeDefs("accounts"),
  resolvers,
  projectors: [
    accountsProfilesProjector,
    accountsUsersProjector,
    accountsSubscriptionsProjector,
    accountsOnboardingsProjector,
  ],
  messages: accountsMessages,
  start: (services) => ({ jobs: accountsJobs(services) }),
};

// Who the accounts are: types and constants of the profile and user streams.
export {
  type AccessLevel,
  normaliseEmail,
  ORGANISATION_TYPES,
  type Profile,
  type ProfileDetails,
  profileStream,
  PROFILE_TYPES,
  type ProfileTypeId,
  profileTypeName,
  type RegistrationAnswers,
  TRIAL_DAYS,
  USER_ROLES,
  type UserRoleId,
} from "./events.ts";
export { type AccountsContext, type StepHook, systemAccountsContext } from "./context.ts";
export { byLibrary, byProfileAdmin, type ProfileActor } from "./decide.ts";
export { loadProfile, loadUser } from "./streams.ts";
export { accountsMessages } from "./messages.ts";

// The rules of account input, which a paid registration checks before anything is paid.
export {
  blankToNull,
  PaidRegistration,
  SchoolRegistrationAnswers,
  UserEmail,
  validateAll,
  validateProfileDetails,
} from "./validation.ts";

// Joining: a new profile with its admin, a new member; a completion is another module's last step.
export {
  createProfileWithAdmin,
  type NewAccount,
  type NewSubscription,
  type NewUserInput,
  registerTrial,
} from "./onboarding/new-profile.ts";
export { addProfileUser } from "./onboarding/new-member.ts";
export { assertAddressFree } from "./onboarding/process.ts";
export type { Completion, CompletionContext, CompletionHandler, CompletionHandlers } from "./onboarding/events.ts";
export {
  ACCOUNTS_RECOVERY_JOB,
  type AccountSweep,
  type OnboardingRecovery,
  recoverAccounts,
  resumeStalledOnboardings,
} from "./recovery.ts";

// Profiles and users.
export { editProfileDetails, handOverProfileAdmin, setProfileEnabled } from "./profiles.ts";
export { deleteProfileUser } from "./users/departure.ts";
export { editUserDetails } from "./users/edit.ts";
export { generatePassword } from "./passwords.ts";
export {
  emailsOfUsers,
  emailsOfUsersQuery,
  findProfile,
  findUser,
  isAddressRegistered,
  type ProfileView,
  type SubscriptionView,
  type UserView,
} from "./queries.ts";

// Subscriptions: what a payment buys is granted here, on the profile's stream.
export { grantSubscription } from "./subscriptions/grant.ts";
export { type SubscriptionGrant } from "./subscriptions/decide.ts";
export { type AccessEntry, profileAccessHistory } from "./subscriptions/history.ts";
export {
  addDays,
  addPeriod,
  formatDate,
  isCalendarDate,
  LIBRARY_TIME_ZONE,
  localDate,
  type Period,
} from "./subscriptions/calendar.ts";

// Sessions: who is asking (the access policy then says what they may do).
export { SESSION_DAYS } from "./sessions.ts";
export { resolveViewer, SESSION_COOKIE, sessionCookie, tokenFromRequest } from "./viewer.ts";
