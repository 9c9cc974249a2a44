import type { RequestContext } from "../../app/context.ts";
import type { Resolvers } from "../../__generated__/resolvers-types.ts";
import { DomainError } from "../../shared/errors.ts";
import { requireSignedIn } from "../access/index.ts";
import { changePassword, isValidResetString, login, logout, resetPassword, sendResetPasswordRequest } from "./auth.ts";
import { byProfileAdmin } from "./decide.ts";
import { profileTypeName, userRoleName } from "./events.ts";
import { addProfileUser } from "./onboarding/new-member.ts";
import { registerTrial } from "./onboarding/new-profile.ts";
import { editProfileDetails, handOverProfileAdmin } from "./profiles.ts";
import { deleteProfileUser } from "./users/departure.ts";
import { editUserDetails } from "./users/edit.ts";
import { findProfile, findUser, type ProfileView, subscriptionsOf, type UserView, usersOfProfile } from "./queries.ts";

/** The signed-in viewer's ids as numbers. */
function signedIn(ctx: RequestContext): { userId: number; profileId: number } {
  const viewer = requireSignedIn(ctx.viewer);
  return { userId: Number(viewer.userId), profileId: Number(viewer.profileId) };
}

const userRoleOf = (user: UserView) => ({ id: user.userRole, name: userRoleName(user.userRole) });

const userById = async (ctx: RequestContext, userId: number) => (await findUser(ctx.services.db, userId)) ?? null;
const profileById = async (ctx: RequestContext, profileId: number) =>
  (await findProfile(ctx.services.db, profileId)) ?? null;

/** A user or profile the mutation has just changed, as the read model shows it (gone only if deleted meanwhile). */
async function changedUser(ctx: RequestContext, userId: number): Promise<UserView> {
  const user = await findUser(ctx.services.db, userId);
  if (!user) throw new DomainError("USER_NOT_FOUND");
  return user;
}
async function changedProfile(ctx: RequestContext, profileId: number): Promise<ProfileView> {
  const profile = await findProfile(ctx.services.db, profileId);
  if (!profile) throw new DomainError("PROFILE_NOT_FOUND");
  return profile;
}

export const resolvers = {
  Query: {
    me: (_parent, _args, ctx) => (ctx.viewer.kind === "user" ? userById(ctx, Number(ctx.viewer.userId)) : null),
    getFullProfile: (_parent, _args, ctx) =>
      ctx.viewer.kind === "user" ? profileById(ctx, Number(ctx.viewer.profileId)) : null,
    isValidResetString: (_parent, args, ctx) => isValidResetString(ctx, args.linkString),
  },
  Mutation: {
    login: async (_parent, args, ctx) => {
      const token = await login(ctx, args);
      // the browser keeps the session in an HttpOnly cookie; API clients use the returned token
      ctx.session.start(token);
      return token;
    },
    logout: (_parent, _args, ctx) => {
      ctx.session.end();
      return logout(ctx);
    },
    registerTrial: async (_parent, args, ctx) => {
      await registerTrial(ctx, args);
      return true;
    },
    sendResetPasswordRequest: (_parent, args, ctx) => sendResetPasswordRequest(ctx, args),
    resetPassword: (_parent, args, ctx) => resetPassword(ctx, args),
    editMe: async (_parent, args, ctx) => {
      const { userId } = signedIn(ctx);
      await editUserDetails(ctx, userId, args);
      return changedUser(ctx, userId);
    },
    editProfile: async (_parent, args, ctx) => {
      const { userId, profileId } = signedIn(ctx);
      await editProfileDetails(ctx, profileId, args, byProfileAdmin(userId));
      return changedProfile(ctx, profileId);
    },
    changePassword: (_parent, args, ctx) => changePassword(ctx, signedIn(ctx).userId, args),
    addUser: async (_parent, args, ctx) => {
      const { userId, profileId } = signedIn(ctx);
      return changedUser(ctx, await addProfileUser(ctx, profileId, args, byProfileAdmin(userId)));
    },
    deleteUser: async (_parent, args, ctx) => {
      const { userId, profileId } = signedIn(ctx);
      await deleteProfileUser(ctx, profileId, args.userId, byProfileAdmin(userId));
      return true;
    },
    promoteToUserAdmin: async (_parent, args, ctx) => {
      const { userId, profileId } = signedIn(ctx);
      await handOverProfileAdmin(ctx, profileId, args.userId, byProfileAdmin(userId));
      return true;
    },
  },
  User: {
    userRole: (user) => userRoleOf(user),
    profile: (user, _args, ctx) => profileById(ctx, user.profileId),
  },
  ProfileUser: {
    userRole: (user) => userRoleOf(user),
  },
  Profile: {
    profileType: (profile) => ({ id: profile.profileType, name: profileTypeName(profile.profileType) }),
    /** The profile's main admin (and the library's admins) see every user; anyone else only themselves. */
    users: async (profile, _args, ctx) => {
      if (ctx.viewer.kind !== "user") return [];
      const users = await usersOfProfile(ctx.services.db, profile.id);
      const viewerId = Number(ctx.viewer.userId);
      return ctx.viewer.isAdmin || viewerId === profile.mainAdminUserId
        ? users
        : users.filter((user) => user.id === viewerId);
    },
    subscriptions: (profile, _args, ctx) => subscriptionsOf(ctx.services.db, profile.id),
  },
} satisfies Resolvers;
