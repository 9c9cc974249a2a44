import type { IResolvers } from "@graphql-tools/utils";
import type { RequestContext } from "../../app/context.ts";
import { requireSignedIn } from "../access/index.ts";
import { changePassword, isValidResetString, login, logout, resetPassword, sendResetPasswordRequest } from "./auth.ts";
import { byProfileAdmin } from "./decide.ts";
import { profileTypeName, userRoleName } from "./events.ts";
import { addProfileUser } from "./onboarding/new-member.ts";
import { type NewUserInput, registerTrial } from "./onboarding/new-profile.ts";
import { editProfileDetails, handOverProfileAdmin } from "./profiles.ts";
import { deleteProfileUser } from "./users/departure.ts";
import { editUserDetails } from "./users/edit.ts";
import { findProfile, findUser, type ProfileView, subscriptionsOf, type UserView, usersOfProfile } from "./queries.ts";

type ProfileDetailsArgs = {
  phone?: string | null;
  organizationName?: string | null;
  street?: string | null;
  zip?: string | null;
  city?: string | null;
  country?: string | null;
  organizationId?: string | null;
  organizationVatId?: string | null;
};

/** The signed-in viewer's ids as numbers. */
function signedIn(ctx: RequestContext): { userId: number; profileId: number } {
  const viewer = requireSignedIn(ctx.viewer);
  return { userId: Number(viewer.userId), profileId: Number(viewer.profileId) };
}

const userRoleOf = (user: UserView) => ({ id: user.userRole, name: userRoleName(user.userRole) });

const userById = async (ctx: RequestContext, userId: number) => (await findUser(ctx.services.db, userId)) ?? null;
const profileById = async (ctx: RequestContext, profileId: number) =>
  (await findProfile(ctx.services.db, profileId)) ?? null;

export const resolvers: IResolvers<unknown, RequestContext> = {
  Query: {
    me: (_parent, _args, ctx: RequestContext) =>
      ctx.viewer.kind === "user" ? userById(ctx, Number(ctx.viewer.userId)) : null,
    getFullProfile: (_parent, _args, ctx: RequestContext) =>
      ctx.viewer.kind === "user" ? profileById(ctx, Number(ctx.viewer.profileId)) : null,
    isValidResetString: (_parent, args: { linkString: string }, ctx: RequestContext) =>
      isValidResetString(ctx, args.linkString),
  },
  Mutation: {
    login: async (_parent, args: { email: string; password: string }, ctx: RequestContext) => {
      const token = await login(ctx, args);
      // the browser keeps the session in an HttpOnly cookie; API clients use the returned token
      ctx.session.start(token);
      return token;
    },
    logout: (_parent, _args, ctx: RequestContext) => {
      ctx.session.end();
      return logout(ctx);
    },
    registerTrial: async (_parent, args: Record<string, unknown>, ctx: RequestContext) => {
      await registerTrial(ctx, args);
      return true;
    },
    sendResetPasswordRequest: (_parent, args: { email: string }, ctx: RequestContext) =>
      sendResetPasswordRequest(ctx, args),
    resetPassword: (_parent, args: { linkString: string; password: string }, ctx: RequestContext) =>
      resetPassword(ctx, args),
    editMe: async (_parent, args: { email: string; fullname: string }, ctx: RequestContext) => {
      const { userId } = signedIn(ctx);
      await editUserDetails(ctx, userId, args);
      return userById(ctx, userId);
    },
    editProfile: async (_parent, args: ProfileDetailsArgs, ctx: RequestContext) => {
      const { userId, profileId } = signedIn(ctx);
      await editProfileDetails(ctx, profileId, args, byProfileAdmin(userId));
      return profileById(ctx, profileId);
    },
    changePassword: (_parent, args: { currentPassword: string; password: string }, ctx: RequestContext) =>
      changePassword(ctx, signedIn(ctx).userId, args),
    addUser: async (_parent, args: NewUserInput, ctx: RequestContext) => {
      const { userId, profileId } = signedIn(ctx);
      return userById(ctx, await addProfileUser(ctx, profileId, args, byProfileAdmin(userId)));
    },
    deleteUser: async (_parent, args: { userId: number }, ctx: RequestContext) => {
      const { userId, profileId } = signedIn(ctx);
      await deleteProfileUser(ctx, profileId, args.userId, byProfileAdmin(userId));
      return true;
    },
    promoteToUserAdmin: async (_parent, args: { userId: number }, ctx: RequestContext) => {
      const { userId, profileId } = signedIn(ctx);
      await handOverProfileAdmin(ctx, profileId, args.userId, byProfileAdmin(userId));
      return true;
    },
  },
  User: {
    userRole: (user: UserView) => userRoleOf(user),
    profile: (user: UserView, _args, ctx: RequestContext) => profileById(ctx, user.profileId),
  },
  ProfileUser: {
    userRole: (user: UserView) => userRoleOf(user),
  },
  Profile: {
    profileType: (profile: ProfileView) => ({ id: profile.profileType, name: profileTypeName(profile.profileType) }),
    /** The profile's main admin (and the library's admins) see every user; anyone else only themselves. */
    users: async (profile: ProfileView, _args, ctx: RequestContext) => {
      if (ctx.viewer.kind !== "user") return [];
      const users = await usersOfProfile(ctx.services.db, profile.id);
      const viewerId = Number(ctx.viewer.userId);
      return ctx.viewer.isAdmin || viewerId === profile.mainAdminUserId
        ? users
        : users.filter((user) => user.id === viewerId);
    },
    subscriptions: (profile: ProfileView, _args, ctx: RequestContext) => subscriptionsOf(ctx.services.db, profile.id),
  },
};
