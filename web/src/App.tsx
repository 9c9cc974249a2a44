import { Navigate, Route, Routes } from "react-router-dom";
import { DEFAULT_LANG } from "./i18n/index.ts";
import { LanguageLayout } from "./routes/LanguageLayout.tsx";

export function App() {
  return (
    <Routes>
      <Route path="/" element={<Navigate to={`/${DEFAULT_LANG}/`} replace />} />
      <Route path="/:lang/*" element={<LanguageLayout />} />
    </Routes>
  );
}
