import { ProfileMessages } from 'contract';
import { Link, useSearchParams } from 'react-router-dom';
import { useSitePageMeta } from '../../lib/use-document-meta';
import { FeaturedSection } from './FeaturedSection';
import { VipCarousel } from './VipCarousel';
import './home.css';

const REASONS = [
  {
    title: 'Premium Profiles',
    text: 'Detailed profiles with photo galleries, rates and services, so you know exactly who you are contacting.',
  },
  {
    title: 'Verified Professionals',
    text: 'Verified badges show advertisers whose identity our team has checked against their documents.',
  },
  {
    title: 'Growing Community',
    text: 'New companions join from Northland to the South Island every week.',
  },
];

export default function HomePage() {
  const [params] = useSearchParams();
  useSitePageMeta('home');

  return (
    <div className="home">
      {params.get('deleted') === 'true' && (
        <div className="container">
          <p className="alert alert-success home-notice" role="status">
            {ProfileMessages.deleted}
          </p>
        </div>
      )}
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div className="hero-text">
            <h1 id="hero-title">Premium Escort Directory</h1>
            <p className="hero-lead">Connect with verified professionals in our exclusive directory</p>
            <div className="hero-actions">
              <Link to="/directory" className="btn btn-light">
                Browse Directory
              </Link>
              <Link to="/signup" className="btn btn-primary hero-add">
                ADD ADVERTISEMENT
              </Link>
            </div>
          </div>
          <VipCarousel />
        </div>
      </section>

      <FeaturedSection />

      <section className="why" aria-labelledby="why-title">
        <div className="container">
          <h2 id="why-title" className="section-title">
            Why Choose Our Directory
          </h2>
          <ul className="why-grid">
            {REASONS.map((reason) => (
              <li key={reason.title} className="card why-item">
                <h3>{reason.title}</h3>
                <p>{reason.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="cta" aria-labelledby="cta-title">
        <div className="container cta-inner">
          <h2 id="cta-title">Ready to boost your visibility?</h2>
          <div className="hero-actions">
            <Link to="/signup" className="btn btn-light">
              Get Started
            </Link>
            <Link to="/pricing" className="btn btn-outline-light">
              View Pricing
            </Link>
          </div>
        </div>
      </section>
    </div>
  );
}
