/**
 * Shown instead of content the viewer may not open (a video's player, an audiobook's files, a
 * webinar, a workshop), saying why and what to do, by who is looking:
 * - sign-in: anonymous: log in (and come back here) or register;
 * - subscription-required: logged in without a subscription: what access is needed, and a link
 *   to the profile's subscription page;
 * - upgrade-required: logged in on a trial that does not cover it: the same, to upgrade;
 * - profile-disabled: the profile is blocked: why (`detail`), and how to reach us;
 * - purchase: a product bought one by one (a webinar, a pack): the page's own heading, text and
 *   actions (webinars/PurchasePrompt), in the same panel.
 * It only shows: the page decides the reason (from the server's answer). Its texts are in the
 * "video" part (a page showing it loads them: useTexts("video")).
 *
 *   <AccessGate kind="video" reason="sign-in" />
 *   <AccessGate kind="audiobook" reason="subscription-required" needs="subscription" />
 *   <AccessGate kind="video" reason="profile-disabled" detail="Porušenie podmienok používania (7 dní)." />
 *   <AccessGate reason="purchase" title={…} text={…} actions={<ButtonLink …>…</ButtonLink>} />
 */
import { useId, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { saveReturnPath } from "../auth/return-path.ts";
import { useLang } from "../hooks/useLang.ts";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { loginPathFor } from "../routes/paths.ts";
import { Button, ButtonLink } from "./Button.tsx";
import { paths } from "../routes/route-table.ts";

export type AccessGateReason = "sign-in" | "subscription-required" | "upgrade-required" | "profile-disabled";
export type GatedKind = "video" | "audiobook" | "webinar" | "workshop";

interface GateLook {
  /** A gate in the place of a player keeps the player's shape. */
  shape?: "player" | "panel";
}

/** A gate for a reason of access: its texts and actions are the reason's. */
interface ReasonGateProps extends GateLook {
  reason: AccessGateReason;
  kind?: GatedKind;
  /** The access level the content needs (an availability: testing covers a trial, subscription does not). */
  needs?: "testing" | "subscription";
  /** More about the reason, in the interface language (why a profile is disabled). */
  detail?: string | null;
}

/** A gate offering a purchase: the page gives its heading, its text and its actions. */
interface PurchaseGateProps extends GateLook {
  reason: "purchase";
  title: string;
  text: string;
  actions: ReactNode;
}

type AccessGateProps = ReasonGateProps | PurchaseGateProps;

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

interface GateContent {
  title: string;
  text: string;
  needs?: string | null;
  detail?: string | null;
  actions: ReactNode;
}

export function AccessGate(props: AccessGateProps) {
  const titleId = useId();
  const { title, text, needs, detail, actions } = useGateContent(props);
  return (
    <section
      className={`access-gate access-gate--${props.shape ?? "player"} access-gate--${props.reason}`}
      aria-labelledby={titleId}
    >
      <span className="access-gate__icon" aria-hidden="true" />
      <h2 id={titleId} className="access-gate__title">
        {title}
      </h2>
      <p className="access-gate__text">{text}</p>
      {needs && <p className="access-gate__needs">{needs}</p>}
      {detail && <p className="access-gate__detail">{detail}</p>}
      <div className="access-gate__actions">{actions}</div>
    </section>
  );
}

/** What the gate says and offers: the page's for a purchase, else the reason's. */
function useGateContent(props: AccessGateProps): GateContent {
  const { t } = useTranslation();
  if (props.reason === "purchase") return props;
  const { reason, kind = "video", needs, detail } = props;
  return {
    title: reason === "sign-in" ? t(`access.signIn.${kind}`) : t(TITLES[reason]),
    text: t(TEXTS[reason]),
    needs: needs && reason !== "profile-disabled" ? t("access.needs", { access: t(`availability.${needs}`) }) : null,
    detail,
    actions: <GateActions reason={reason} />,
  };
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
