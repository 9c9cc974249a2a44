/**
 * The demo: a catalogue with playable media and one account of each kind, loaded into an empty
 * store on the first start of `npm start` (DEMO_DATA, on by default), once even with several
 * processes starting together.
 */
export { loadDemoCatalogue } from "./seed.ts";
export { type DemoAccount, demoAccountEmails, demoAccountLines, loadDemoAccounts, readDemoAccounts } from "./accounts.ts";
