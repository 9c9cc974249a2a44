import { Navigate, Route, Routes } from "react-router-dom";
import { DEFAULT_LANG } from "./i18n/index.ts";
import { LanguageLayout } from "./routes/LanguageLayout.tsx";
import { paths } from "./routes/route-table.ts";

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={paths.home(DEFAULT_LANG)} replace />} />
      <Route path="/:lang/*" element={<LanguageLayout />} />
    </Routes>
  );
}
