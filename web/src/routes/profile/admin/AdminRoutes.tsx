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
import "../../../admin/admin.css";

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
      <Route path="videa" element={<VideoListPage kind="all" />} />
      <Route path="testovacie-videa" element={<VideoListPage kind="testing" />} />
      <Route path="video/:videoId" element={<VideoFormPage />} />
      <Route path="audioknihy" element={<AudiobookAdminListPage kind="all" />} />
      <Route path="testovacie-audioknihy" element={<AudiobookAdminListPage kind="testing" />} />
      <Route path="audiokniha/:audiobookId" element={<AudiobookFormPage />} />
      <Route path="temy_a_filtre" element={<ThemesAndFiltersPage />} />
      <Route path="jazyky" element={<LanguagesPage />} />
      <Route path="referencie" element={<ReferenceListPage />} />
      <Route path="referencia/:referenceId" element={<ReferenceFormPage />} />
      <Route path="webinare-spravca" element={<WebinarAdminListPage kind="webinars" />} />
      <Route path="webinare-spravca/:webinarId" element={<WebinarFormPage />} />
      <Route path="webinare-baliky-spravca" element={<WebinarAdminListPage kind="packs" />} />
      <Route path="webinare-baliky-spravca/:webinarPackId" element={<PackFormPage />} />
      <Route path="*" element={<NotFound />} />
    </Routes>
  );
}
