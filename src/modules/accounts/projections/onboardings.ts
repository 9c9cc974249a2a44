import type { Projector } from "../../../eventstore/projector.ts";
import { onboardingEvents } from "../onboarding/events.ts";
import type { AccountsTables, OnboardingsTable } from "../tables.ts";

/** The onboardings' progress (the `onboardings` table): what the recovery job asks for and support staff look at. */
export const accountsOnboardingsProjector: Projector<AccountsTables> = {
  name: "accounts-onboardings",
  version: 1,
  handles: onboardingEvents.types,
  tables: ["onboardings"],
  async apply(writes, recorded) {
    const event = onboardingEvents.decode(recorded);
    if (!event) return;
    const update = (changes: Partial<OnboardingsTable>) =>
      writes.update("onboardings", { user_id: event.data.userId }, changes);
    switch (event.type) {
      case "OnboardingStarted": {
        const { userId, profile, leaseUntil, startedAt } = event.data;
        const row = {
          user_id: userId,
          profile_id: profile.profileId,
          status: "started" as const,
          attempt: 1,
          lease_until: new Date(leaseUntil),
          reason: null,
          started_at: new Date(startedAt),
        };
        await writes.upsert("onboardings", row, ["user_id"]);
        return;
      }
      case "OnboardingResumed":
        await update({ attempt: event.data.attempt, lease_until: new Date(event.data.leaseUntil) });
        return;
      case "OnboardingCompleted":
        await update({ status: "completed" });
        return;
      case "OnboardingAbandoned":
        await update({ status: "abandoned", reason: event.data.reason });
        return;
      case "OnboardingRolledBack":
        await update({ status: "rolled-back" });
        return;
      default: {
        const unhandled: never = event;
        void unhandled;
      }
    }
  },
};
