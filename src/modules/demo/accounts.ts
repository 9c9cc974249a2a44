import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Services } from "../../app/context.ts";
import { commandSession } from "../../eventstore/pipeline.ts";
import {
  addProfileUser,
  byLibrary,
  createProfileWithAdmin,
  generatePassword,
  type NewAccount,
  PROFILE_TYPES,
  systemAccountsContext,
  TRIAL_DAYS,
  USER_ROLES,
} from "../accounts/index.ts";
import { claimOnce } from "./claim.ts";

/**
 * Demo accounts for a demo installation: an administrator and one account of each profile type,
 * so every screen can be tried at once. Their passwords are generated once and kept in
 * DATA_DIR/demo-accounts.json (readable by the owner only); the start-up log prints them.
 */
export const DEMO_ACCOUNTS_FILE = "demo-accounts.json";

export type DemoAccount = { email: string; password: string; description: string };

const DAY_MS = 24 * 60 * 60 * 1000;
const address = { street: "Hlavná 12", zip: "811 01", city: "Bratislava", country: "Slovensko" };
const organisation = { phone: "+421 2 1234 5678", ...address };

type DemoProfile = Omit<NewAccount, "password" | "subscription"> & {
  description: string;
  subscription?: { accessLevel: "full" | "trial"; days: number };
  /** Further users of a school or firm. */
  users?: { email: string; fullname: string; description: string }[];
};

const demoProfiles: DemoProfile[] = [
  { email: "admin@demo.zivakniznica.sk", fullname: "Demo Administrátor", profileType: PROFILE_TYPES.admin, userRole: USER_ROLES.admin, description: "administrator" },
  {
    email: "jednotlivec@demo.zivakniznica.sk",
    fullname: "Eva Jednotlivá",
    profileType: PROFILE_TYPES.single,
    details: address,
    subscription: { accessLevel: "full", days: 365 },
    description: "individual, full subscription",
  },
  {
    email: "skola@demo.zivakniznica.sk",
    fullname: "Mgr. Jana Riaditeľová",
    profileType: PROFILE_TYPES.school,
    details: {
      ...organisation,
      organizationName: "Demo ZŠ Hradná",
      organizationId: "00654321",
      organizationVatId: "SK2020654321",
    },
    subscription: { accessLevel: "full", days: 365 },
    description: "school admin, full subscription",
    users: [
      { email: "ucitel1@demo.zivakniznica.sk", fullname: "Peter Učiteľ", description: "school user" },
      { email: "ucitel2@demo.zivakniznica.sk", fullname: "Zuzana Učiteľová", description: "school user" },
    ],
  },
  {
    email: "firma@demo.zivakniznica.sk",
    fullname: "Tomáš Firemný",
    profileType: PROFILE_TYPES.firm,
    details: { ...organisation, organizationName: "Demo Firma s.r.o.", organizationId: "12345678", organizationVatId: "SK2020123456" },
    subscription: { accessLevel: "full", days: 365 },
    description: "firm admin, full subscription",
  },
  {
    email: "skuska@demo.zivakniznica.sk",
    fullname: "Lucia Skúšková",
    profileType: PROFILE_TYPES.trial,
    details: { phone: "+421 900 123 456" },
    subscription: { accessLevel: "trial", days: TRIAL_DAYS },
    description: "trial",
  },
];

/** The demo accounts' e-mail addresses, in the order the log lists them. */
export const demoAccountEmails = demoProfiles.flatMap((p) => [p.email, ...(p.users ?? []).map((u) => u.email)]);

/**
 * Creates the demo accounts once on a demo installation (where the demo catalogue was loaded, now
 * or by an earlier start), claiming the `demo-accounts` stream first so two processes never both
 * create them. Passwords come from DATA_DIR/demo-accounts.json when it exists (it is written once),
 * else are generated.
 */
export async function loadDemoAccounts(services: Services): Promise<DemoAccount[] | null> {
  if ((await services.store.readStream("demo-catalogue", { maxCount: 1 })).length === 0) return null;
  const context = systemAccountsContext(services);
  const claim = await commandSession(services, context.commandContext).run("demo-accounts", claimOnce("DemoAccountsStarted"), { type: "Claim" });
  if (claim.events.length === 0) return null;

  const kept = new Map((await readDemoAccounts(services.config.dataDir)).map((a) => [a.email, a.password]));
  const passwordOf = (email: string) => kept.get(email) ?? generatePassword();
  const accounts: DemoAccount[] = [];
  const now = services.clock.now();
  for (const { users, subscription, description, ...profile } of demoProfiles) {
    const password = passwordOf(profile.email);
    const { profileId } = await createProfileWithAdmin(context, {
      ...profile,
      password,
      subscription: subscription && { accessLevel: subscription.accessLevel, startDate: now, expirationDate: new Date(now.getTime() + subscription.days * DAY_MS) },
    });
    accounts.push({ email: profile.email, password, description });
    for (const user of users ?? []) {
      const userPassword = passwordOf(user.email);
      await addProfileUser(context, profileId, { email: user.email, fullname: user.fullname, password: userPassword }, byLibrary);
      accounts.push({ email: user.email, password: userPassword, description: user.description });
    }
  }
  if (kept.size === 0) {
    // DATA_DIR may not exist yet when the database is a PostgreSQL server
    await mkdir(services.config.dataDir, { recursive: true });
    await writeFile(demoAccountsFile(services.config.dataDir), `${JSON.stringify(accounts, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  }
  services.log("Demo accounts created", { accounts: accounts.length });
  return accounts;
}

const demoAccountsFile = (dataDir: string) => path.join(dataDir, DEMO_ACCOUNTS_FILE);

/** The demo accounts kept in DATA_DIR; none when the file does not exist. */
export async function readDemoAccounts(dataDir: string): Promise<DemoAccount[]> {
  try {
    return JSON.parse(await readFile(demoAccountsFile(dataDir), "utf8")) as DemoAccount[];
  } catch (error) {
    if (error instanceof Error && "code" in error && error.code === "ENOENT") return [];
    throw error;
  }
}

/** Lines for the start-up log. */
export const demoAccountLines = (accounts: readonly DemoAccount[]): string[] =>
  accounts.length === 0 ? [] : ["Demo accounts (e-mail / password):", ...accounts.map((a) => `  ${a.email.padEnd(34)} ${a.password}   ${a.description}`)];

