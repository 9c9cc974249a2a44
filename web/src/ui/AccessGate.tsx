/**
 * Shown instead of content the viewer may not open (a video's player, an audiobook's files, a
 * webinar, a workshop), saying why and what to do, by who is looking:
 * - sign-in: anonymous: log in (and come back here) or register;
 * - subscription-required: logged in without a subscription: what access is needed, and a link
 *   to the profile's subscription page;
 * - upgrade-required: logged in on a trial that does not cover it: the same, to upgrade;
 * - profile-disabled: the profile is blocked: why (`detail`), and how to reach us.
 * It only shows: the page decides the reason (from the server's answer). Its texts are in the
 * "video" part (a page showing it loads them: useTexts("video")).
 *
 *   <AccessGate kind="video" reason="sign-in" />
 *   <AccessGate kind="audiobook" reason="subscription-required" needs="subscription" />
 *   <AccessGate kind="video" reason="profile-disabled" detail="Porušenie podmienok používania (7 dní)." />
 */
import { useId } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { saveReturnPath } from "../auth/return-path.ts";
import { useLang } from "../hooks/useLang.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { loginPathFor } from "../routes/paths.ts";
import { Button, ButtonLink } from "./Button.tsx";
import { paths } from "../routes/route-table.ts";

export type AccessGateReason = "sign-in" | "subscription-required" | "upgrade-required" | "profile-disabled";
export type GatedKind = "video" | "audiobook" | "webinar" | "workshop";

interface AccessGateProps {
  reason: AccessGateReason;
  kind?: GatedKind;
  /** The access level the content needs (an availability: testing covers a trial, subscription does not). */
  needs?: "testing" | "subscription";
  /** More about the reason, in the interface language (why a profile is disabled). */
  detail?: string | null;
  /** A gate in the place of a player keeps the player's shape. */
  shape?: "player" | "panel";
}

const TITLES = {
  "subscription-required": "access.subscriptionTitle",
  "upgrade-required": "access.upgradeTitle",
  "profile-disabled": "access.disabledTitle",
} as const;

const TEXTS = {
  "sign-in": "access.signInText",
  "subscription-required": "access.subscriptionText",
  "upgrade-required": "access.upgradeText",
  "profile-disabled": "access.disabledText",
} as const;

export function AccessGate({ reason, kind = "video", needs, detail, shape = "player" }: AccessGateProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = reason === "sign-in" ? t(`access.signIn.${kind}`) : t(TITLES[reason]);
  return (
    <section className={`access-gate access-gate--${shape} access-gate--${reason}`} aria-labelledby={titleId}>
      <span className="access-gate__icon" aria-hidden="true" />
      <h2 id={titleId} className="access-gate__title">
        {title}
      </h2>
      <p className="access-gate__text">{t(TEXTS[reason])}</p>
      {needs && reason !== "profile-disabled" && (
        <p className="access-gate__needs">{t("access.needs", { access: t(`availability.${needs}`) })}</p>
      )}
      {detail && <p className="access-gate__detail">{detail}</p>}
      <div className="access-gate__actions">
        <GateActions reason={reason} />
      </div>
    </section>
  );
}

function GateActions({ reason }: { reason: AccessGateReason }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  switch (reason) {
    case "sign-in": {
      const logIn = () => {
        saveReturnPath(`${pathname}${search}`);
        navigate(loginPathFor(pathname, lang));
      };
      return (
        <>
          <Button onClick={logIn}>{t("access.logIn")}</Button>
          <Button variant="secondary" onClick={() => navigate(paths.registration(lang))}>
            {t("access.register")}
          </Button>
        </>
      );
    }
    case "subscription-required":
      return <ButtonLink to={paths.subscription(lang)}>{t("access.subscribe")}</ButtonLink>;
    case "upgrade-required":
      return <ButtonLink to={paths.subscription(lang)}>{t("access.upgrade")}</ButtonLink>;
    case "profile-disabled":
      return (
        <ButtonLink variant="secondary" to={{ pathname: paths.home(lang), hash: "#contact" }}>
          {t("access.contact")}
        </ButtonLink>
      );
  }
}
