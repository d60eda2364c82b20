import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, SITE_NAME } from '../../config/env';
import './footer.css';

const SOCIAL = ['Facebook', 'Instagram', 'X'];

export function Footer() {
  return (
    <footer className="footer">
      <div className="container footer-grid">
        <div>
          <p className="footer-brand">{SITE_NAME}</p>
          <p className="footer-text">New Zealand's directory of independent and agency companions.</p>
          <ul className="footer-social" aria-label="Social media">
            {SOCIAL.map((name) => (
              <li key={name}>
                {/* Placeholder links until the social accounts exist. */}
                <a href="#" onClick={(event) => event.preventDefault()} aria-label={`${name} (coming soon)`}>
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <ul className="footer-links">
            <li><Link to="/">Home</Link></li>
            <li><Link to="/directory">Directory</Link></li>
            <li><Link to="/pricing">Pricing</Link></li>
            <li><Link to="/contact">Contact</Link></li>
            <li><Link to="/terms">Terms of Use</Link></li>
            <li><Link to="/privacy">Privacy Policy</Link></li>
          </ul>
        </nav>
        <div>
          <p className="footer-heading">Contact</p>
          <p>
            <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
          </p>
          <p className="footer-notice">For entertainment purposes only. 18+ only.</p>
        </div>
      </div>
      <div className="container footer-bottom">
        <p>
          © {new Date().getFullYear()} {SITE_NAME}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
