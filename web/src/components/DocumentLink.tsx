import { Link } from "react-router-dom";
import { useLang } from "../hooks/useLang.ts";
import { paths } from "../routes/route-table.ts";
import "./DocumentLink.css";

interface Props {
  name: string;
  /** Null when the viewer may not open it (members only). */
  url: string | null | undefined;
  /** The class of the name shown without a link. */
  lockedClassName: string;
}

/** A story's PDF document (a methodology): a link to the PDF viewer, or its name alone for a viewer who may not open it. */
export function DocumentLink({ name, url, lockedClassName }: Props) {
  const lang = useLang();
  const title = (
    <>
      <span aria-hidden="true" className="pdf-badge">
        PDF
      </span>
      {name}
    </>
  );
  if (!url) return <span className={lockedClassName}>{title}</span>;
  return <Link to={paths.pdf(lang, name)}>{title}</Link>;
}
