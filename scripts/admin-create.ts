/**
 * Creates a library administrator: `npm run admin:create -- <email> [full name]`. Makes an admin
 * profile (type 5) whose user has the admin role, with a generated password that is printed once.
 * Works against whatever DATABASE_URL, EVENTSTORE_URL and DATA_DIR configure; asks for nothing.
 */
import { loadConfig } from "../src/app/config.ts";
import { startServices } from "../src/app/services.ts";
import {
  accountsMessages,
  createProfileWithAdmin,
  generatePassword,
  PROFILE_TYPES,
  systemAccountsContext,
  USER_ROLES,
} from "../src/modules/accounts/index.ts";
import { DomainError, type ErrorCode, ValidationError } from "../src/shared/errors.ts";
import { commonMessages, localise } from "../src/shared/messages.ts";

const [email, ...names] = process.argv.slice(2).filter((arg) => arg !== "--");
if (!email) {
  console.error("Usage: npm run admin:create -- <email> [full name]");
  process.exit(2);
}

const explain = (code: ErrorCode) => localise({ ...commonMessages, ...accountsMessages }, code, "en");

const services = await startServices({ ...loadConfig(), demoData: false }, { log: () => {} });
let exitCode = 0;
try {
  const password = generatePassword();
  await createProfileWithAdmin(systemAccountsContext(services), {
    profileType: PROFILE_TYPES.admin,
    userRole: USER_ROLES.admin,
    email,
    password,
    fullname: names.join(" ") || "Administrátor",
  });
  console.log(`Administrator created in ${services.databaseDescription}`);
  console.log(`  e-mail:   ${email.trim()}`);
  console.log(`  password: ${password}`);
  console.log("Keep the password safe; it is not shown again (it can be reset from the login screen).");
} catch (error) {
  if (error instanceof ValidationError) {
    for (const issue of error.issues) console.error(`${issue.field}: ${explain(issue.code)}`);
    exitCode = 2;
  } else if (error instanceof DomainError && error.code === "EMAIL_TAKEN") {
    console.error(`The address ${email.trim()} is already taken: ${explain(error.code)}. Nothing was created.`);
    exitCode = 1;
  } else {
    throw error;
  }
} finally {
  await services.close();
}
process.exit(exitCode);
