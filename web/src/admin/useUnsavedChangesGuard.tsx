/**
 * Asks before a form with unsaved changes is left: a link or a `navigate` inside the site, the
 * browser's Back and Forward, and closing or reloading the tab (the browser's own question).
 *
 *   const guard = useUnsavedChangesGuard(dirty);
 *   …after a successful save, before navigating: guard.release();
 *   return <form>…{guard.dialog}</form>;
 *
 * react-router's useBlocker needs its data router, which would add 16 kB (gzipped) to every
 * page's first load (docs/decisions.md); the site uses BrowserRouter, so this guard stands where
 * the router's navigations pass: its navigator (push, replace, go) and the popstate event, caught
 * before the router's own listener (routes/history-guard.ts). Changing only the interface language
 * is let through: the form stays on the page with its changes.
 */
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { UNSAFE_NavigationContext, type To } from "react-router-dom";
import { useTranslation } from "../i18n/useTranslation.tsx";
import { setHistoryGuard } from "../routes/history-guard.ts";
import { ConfirmDialog } from "../ui/ConfirmDialog.tsx";

/** The path without its language segment: the same page in another language is not leaving it. */
const pageOf = (pathname: string) => pathname.replace(/^\/[^/]+/, "");
const pathOf = (to: To) =>
  typeof to === "string" ? new URL(to, window.location.href).pathname : (to.pathname ?? window.location.pathname);
const leaves = (to: To) => pageOf(pathOf(to)) !== pageOf(window.location.pathname);

/** The history entry's index, which react-router keeps in history.state. */
const historyIndex = (): number | undefined => (window.history.state as { idx?: number } | null)?.idx;

type Ask = (proceed: () => void) => void;

/** Navigations inside the site: react-router calls its navigator's push, replace and go. */
function useNavigatorGuard(dirty: boolean, guarding: RefObject<boolean>, ask: Ask) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  useEffect(() => {
    if (!dirty) return;
    const { push, replace, go } = navigator;
    navigator.push = (to, state, options) =>
      guarding.current && leaves(to)
        ? ask(() => push.call(navigator, to, state, options))
        : push.call(navigator, to, state, options);
    navigator.replace = (to, state, options) =>
      guarding.current && leaves(to)
        ? ask(() => replace.call(navigator, to, state, options))
        : replace.call(navigator, to, state, options);
    navigator.go = (delta) =>
      guarding.current && delta !== 0 ? ask(() => go.call(navigator, delta)) : go.call(navigator, delta);
    return () => void Object.assign(navigator, { push, replace, go });
  }, [dirty, navigator, guarding, ask]);
}

/** Back and Forward: the entry has changed already; go back to it, then ask. */
function useHistoryGuard(dirty: boolean, guarding: RefObject<boolean>, ask: Ask) {
  useEffect(() => {
    if (!dirty) return;
    const here = historyIndex();
    let returning = false;
    return setHistoryGuard(() => {
      if (returning) {
        returning = false;
        return true;
      }
      const there = historyIndex();
      if (!guarding.current || here === undefined || there === undefined || there === here) return false;
      returning = true;
      window.history.go(here - there);
      ask(() => window.history.go(there - here));
      return true;
    });
  }, [dirty, guarding, ask]);
}

/** Closing or reloading the tab: the browser asks in its own words. */
function useUnloadGuard(dirty: boolean, guarding: RefObject<boolean>) {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [dirty, guarding]);
}

export function useUnsavedChangesGuard(dirty: boolean): { dialog: ReactNode; release: () => void } {
  const { t } = useTranslation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  // let go (a save, or "leave without saving"): no question until the form is clean and changed again
  const released = useRef(false);
  const guarding = useRef(dirty);
  guarding.current = dirty && !released.current;
  useEffect(() => {
    if (!dirty) released.current = false;
  }, [dirty]);
  const letGo = useCallback(() => {
    released.current = true;
    guarding.current = false;
  }, []);
  const ask = useCallback<Ask>(
    (proceed) =>
      setPending(() => () => {
        letGo();
        proceed();
      }),
    [letGo],
  );
  useNavigatorGuard(dirty, guarding, ask);
  useHistoryGuard(dirty, guarding, ask);
  useUnloadGuard(dirty, guarding);

  const dialog = pending && (
    <ConfirmDialog
      title={t("admin.unsaved.title")}
      text={t("admin.unsaved.text")}
      warning={t("admin.unsaved.warning")}
      confirmLabel={t("admin.unsaved.leave")}
      busyLabel={t("admin.unsaved.leave")}
      busy={false}
      danger
      onConfirm={() => {
        setPending(null);
        pending();
      }}
      onCancel={() => setPending(null)}
    />
  );
  return { dialog, release: letGo };
}
