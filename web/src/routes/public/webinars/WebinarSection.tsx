import { Outlet } from "react-router-dom";
import { useTexts } from "../../../i18n/useTexts.ts";
import { SlovakOnlyNotice } from "../../../ui/SlovakOnlyNotice.tsx";
import "./Webinars.css";

/**
 * Every page of the webinar section (lists, details, purchase, register-and-buy) with its texts
 * (and the access gate's and payments'), and the notice that webinars are in Slovak only, shown
 * once as the section is entered in another language.
 */
export function WebinarSection() {
  useTexts("webinar", "video", "account");
  return (
    <>
      <SlovakOnlyNotice section="webinar" />
      <Outlet />
    </>
  );
}
