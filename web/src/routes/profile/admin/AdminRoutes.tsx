import { Route, Routes } from "react-router-dom";
import { useTexts } from "../../../i18n/useTexts.ts";
import { NotFound } from "../../../ui/Notice.tsx";
import { AudiobookFormPage } from "./audiobooks/AudiobookFormPage.tsx";
import { AudiobookAdminListPage } from "./audiobooks/AudiobookAdminListPage.tsx";
import { LanguagesPage } from "./catalogue/LanguagesPage.tsx";
import { ThemesAndFiltersPage } from "./catalogue/ThemesAndFiltersPage.tsx";
import { ReferenceFormPage } from "./references/ReferenceFormPage.tsx";
import { ReferenceListPage } from "./references/ReferenceListPage.tsx";
import { VideoFormPage } from "./videos/VideoFormPage.tsx";
import { VideoListPage } from "./videos/VideoListPage.tsx";
import { PackFormPage } from "./webinars/PackFormPage.tsx";
import { WebinarAdminListPage } from "./webinars/WebinarAdminListPage.tsx";
import { WebinarFormPage } from "./webinars/WebinarFormPage.tsx";
import { below, ROUTES } from "../../route-table.ts";
import "../../../admin/admin.css";

const inProfile = below(ROUTES.profile);

/**
 * The admin zone's screens under /{lang}/profil (spec §2, the routes' words as the spec gives
 * them), a chunk of their own; any other address under /profil is not found. Where an id is
 * accepted, "new" creates. Screens of later releases (webinars, workshops, promo codes) join
 * here and in the sidebar's admin links.
 */
export default function AdminRoutes() {
  useTexts("admin");
  return (
    <Routes>
      <Route path={inProfile(ROUTES.adminVideos)} element={<VideoListPage kind="all" />} />
      <Route path={inProfile(ROUTES.adminTestVideos)} element={<VideoListPage kind="testing" />} />
      <Route path={inProfile(ROUTES.adminVideo)} element={<VideoFormPage />} />
      <Route path={inProfile(ROUTES.adminAudiobooks)} element={<AudiobookAdminListPage kind="all" />} />
      <Route path={inProfile(ROUTES.adminTestAudiobooks)} element={<AudiobookAdminListPage kind="testing" />} />
      <Route path={inProfile(ROUTES.adminAudiobook)} element={<AudiobookFormPage />} />
      <Route path={inProfile(ROUTES.adminThemesAndFilters)} element={<ThemesAndFiltersPage />} />
      <Route path={inProfile(ROUTES.adminLanguages)} element={<LanguagesPage />} />
      <Route path={inProfile(ROUTES.adminReferences)} element={<ReferenceListPage />} />
      <Route path={inProfile(ROUTES.adminReference)} element={<ReferenceFormPage />} />
      <Route path={inProfile(ROUTES.adminWebinars)} element={<WebinarAdminListPage kind="webinars" />} />
      <Route path={inProfile(ROUTES.adminWebinar)} element={<WebinarFormPage />} />
      <Route path={inProfile(ROUTES.adminPacks)} element={<WebinarAdminListPage kind="packs" />} />
      <Route path={inProfile(ROUTES.adminPack)} element={<PackFormPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
