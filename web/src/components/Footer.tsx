import { useTranslation } from "react-i18next";
import { PARTNERS, SOCIAL_LINKS } from "../site.ts";
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
 * otherwise); drawn inline until the official logo files for each language are supplied.
 */
function CoFundingLogo({ label }: { label: string }) {
  const stars = Array.from({ length: 12 }, (_, index) => {
    const angle = (index / 12) * 2 * Math.PI;
    return <circle key={index} cx={18 + 8 * Math.cos(angle)} cy={12 + 8 * Math.sin(angle)} r="1.2" fill="#ffcc00" />;
  });
  return (
    <p className="co-funding">
      <svg viewBox="0 0 36 24" width="54" height="36" aria-hidden="true" focusable="false">
        <rect width="36" height="24" fill="#003399" />
        {stars}
      </svg>
      <span>{label}</span>
    </p>
  );
}

function SocialIcon({ network }: { network: (typeof SOCIAL_LINKS)[number]["network"] }) {
  const paths = {
    Facebook: "M14 8h2V5h-2.5C10.9 5 10 6.6 10 8.7V10H8v3h2v7h3v-7h2.4l.4-3H13V9c0-.6.3-1 1-1z",
    Instagram:
      "M8 4h8a4 4 0 0 1 4 4v8a4 4 0 0 1-4 4H8a4 4 0 0 1-4-4V8a4 4 0 0 1 4-4zm0 2a2 2 0 0 0-2 2v8c0 1.1.9 2 2 2h8a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2zm4 2.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM16.5 6.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z",
    YouTube: "M21 8.5c-.2-1.4-1-2.2-2.4-2.4C16.8 6 12 6 12 6s-4.8 0-6.6.1C4 6.3 3.2 7.1 3 8.5 2.9 9.6 2.9 12 2.9 12s0 2.4.1 3.5c.2 1.4 1 2.2 2.4 2.4 1.8.1 6.6.1 6.6.1s4.8 0 6.6-.1c1.4-.2 2.2-1 2.4-2.4.1-1.1.1-3.5.1-3.5s0-2.4-.1-3.5zM10 15V9l5 3z",
  };
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path d={paths[network]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
