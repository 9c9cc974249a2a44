import { useTranslation } from "../i18n/useTranslation.tsx";
import { PARTNERS, SOCIAL_LINKS } from "../site.ts";
import euEmblem from "./footer-icons/eu-emblem.svg?no-inline";
import "./Footer.css";

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section aria-labelledby="footer-partners">
          <h2 id="footer-partners" className="site-footer__heading">
            {t("footer.partners")}
          </h2>
          <ul className="partner-list">
            {PARTNERS.map((partner) => (
              <li key={partner} className="partner-mark">
                {partner}
              </li>
            ))}
          </ul>
          <CoFundingLogo label={t("footer.coFunded")} />
        </section>
        <section aria-labelledby="footer-social">
          <h2 id="footer-social" className="site-footer__heading">
            {t("footer.social")}
          </h2>
          <ul className="social-list">
            {SOCIAL_LINKS.map(({ network, url }) => (
              <li key={network}>
                <a href={url} target="_blank" rel="noopener">
                  <SocialIcon network={network} />
                  {network}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className="site-footer__rights">{t("footer.rights")}</p>
    </footer>
  );
}

/**
 * The EU co-funding emblem with its statement in the visitor's language (cz, en, es; Slovak
 * otherwise); drawn by us until the official logo files for each language are supplied.
 */
function CoFundingLogo({ label }: { label: string }) {
  return (
    <p className="co-funding">
      <img src={euEmblem} width="54" height="36" alt="" />
      <span>{label}</span>
    </p>
  );
}

/** Drawn in the link's colour by CSS (a mask over the link's text colour, see Footer.css). */
function SocialIcon({ network }: { network: (typeof SOCIAL_LINKS)[number]["network"] }) {
  return <span className={`social-icon social-icon--${network.toLowerCase()}`} aria-hidden="true" />;
}
