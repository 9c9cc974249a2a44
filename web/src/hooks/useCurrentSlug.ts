import { useEffect } from "react";
import { useLocation, useNavigate, useParams } from "react-router-dom";

/**
 * A detail page opened at an address its item had before (the admin gave it another slug): the
 * answer carries the current slug, and the address bar moves to it in place, with no extra history
 * entry (the server answers 301 for a page loaded afresh; this covers links followed in the client).
 * The slug is the last segment of the page's path, /{lang}/{word}/{slug}.
 */
export function useCurrentSlug(current: string | null | undefined): void {
  const { slug = "" } = useParams();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!current || current === slug) return;
    const segments = pathname.replace(/\/+$/, "").split("/");
    segments[segments.length - 1] = encodeURIComponent(current);
    void navigate({ pathname: segments.join("/"), search, hash }, { replace: true });
  }, [current, slug, pathname, search, hash, navigate]);
}
