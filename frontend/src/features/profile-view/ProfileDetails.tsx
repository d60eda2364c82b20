import { availableNowText, formatDayRange, nzToday, photosUpdatedText, type PublicProfile, regionBySlug } from 'contract';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { HeartIcon } from '../../components/FavouriteButton';
import { isOnline, lastSeenText } from '../../lib/activity';
import { useAuth } from '../../lib/auth-context';
import { formatPrice, profileDisplay } from '../../lib/profile-display';
import { cardFromProfile, useFavourites } from '../../lib/favourites';
import { useNow } from '../../lib/use-now';
import { ContactReveal, ContactTap } from './ContactReveal';
import { Gallery } from './Gallery';
import { useLikeProfile } from './api/like-profile';
import { sendHeartbeat } from './api/send-heartbeat';
import { sendProfileEvent } from './api/send-profile-event';
import { hasLiked, rememberLiked } from './liked-profiles';
import { ReportDialog } from './ReportDialog';
import './profile-view.css';

function ThumbIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7 10v11H3V10h4zm2 11V10l4.5-7c1.4 0 2.5 1.1 2.5 2.5V9h4.2c1.2 0 2.1 1.1 1.9 2.3l-1.5 8A2 2 0 0 1 18.6 21H9z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

const notSpecified = (value: string | number | null | undefined, unit = '') =>
  value === null || value === undefined || value === '' ? 'Not specified' : `${value}${unit}`;

export function ProfileDetails({ profile }: { profile: PublicProfile }) {
  const auth = useAuth();
  const now = useNow();
  const { has, toggle } = useFavourites();
  const [likeCount, setLikeCount] = useState(profile.like_count);
  const [liked, setLiked] = useState(() => hasLiked(profile.id));
  const likeRequest = useLikeProfile();
  const display = profileDisplay(profile);
  const isOwner = profile.is_owner === true || (auth.profile !== null && auth.profile.id === profile.id);
  const online = isOnline(profile.last_active_at, now);
  const availableNow = availableNowText(profile.available_until, new Date(now));
  const today = nzToday(new Date(now));
  // Stops end by themselves: one that ended while the page was open leaves the list.
  const tourStops = profile.tour_stops.filter((stop) => stop.last_day >= today);
  const saved = has(profile.id);

  // The owner looking at their own page counts as activity (spec §2); once per visit, also under StrictMode.
  const heartbeatSent = useRef(false);
  useEffect(() => {
    if (!isOwner || heartbeatSent.current) return;
    heartbeatSent.current = true;
    sendHeartbeat().catch(() => undefined);
  }, [isOwner]);

  // One view per page visit (StrictMode runs effects twice in development); the owner's own visits are not reported.
  // Sent once the session is known: an owner reloading their page may get it before their session, not marked as theirs.
  const viewSent = useRef<string | null>(null);
  const sessionKnown = auth.status !== 'loading';
  useEffect(() => {
    if (!sessionKnown || isOwner || viewSent.current === profile.username) return;
    viewSent.current = profile.username;
    sendProfileEvent(profile.username, 'view');
  }, [sessionKnown, isOwner, profile.username]);
  const tapped = (type: ContactTap) => () => {
    if (!isOwner) sendProfileEvent(profile.username, type);
  };

  // A failed like leaves the button as it was; the visitor can try again.
  const like = () => {
    if (liked || likeRequest.isPending) return;
    likeRequest.mutate(profile.username, {
      onSuccess: (result) => {
        setLikeCount(result.like_count);
        setLiked(true);
        rememberLiked(profile.id);
      },
    });
  };

  return (
    <article className="profile-view">
      <div className={online ? 'status-bar online' : 'status-bar offline'}>
        <div className="container status-bar-inner">
          <strong>
            <span className="status-dot" aria-hidden="true" />
            {online ? 'ONLINE' : 'OFFLINE'}
          </strong>
          <span>{lastSeenText(profile.last_active_at, now)}</span>
        </div>
      </div>

      <div className="container page">
        <div className="profile-top">
          <Gallery photos={profile.photos} name={profile.full_name} isVip={profile.subscription_tier === 'premium'} isVerified={profile.is_verified} />

          <div className="profile-side">
            <header className="profile-header">
              <h1 className="page-title">{profile.full_name}</h1>
              <p className="profile-username">@{profile.username}</p>
              {display.categories.length > 0 && (
                <ul className="chip-list" aria-label="Categories">
                  {display.categories.map((category) => (
                    <li key={category} className="chip">
                      {category}
                    </li>
                  ))}
                </ul>
              )}
              {display.availability && <p className="profile-availability">Available {display.availability}</p>}
              {availableNow && (
                <p className="profile-available-now">
                  <span className="status-dot" aria-hidden="true" />
                  {availableNow}
                </p>
              )}
              {profile.photos_updated_at && <p className="profile-photos-updated">{photosUpdatedText(profile.photos_updated_at)}</p>}
              {isOwner && (
                <Link to="/profile/edit" className="btn btn-primary">
                  Edit Profile
                </Link>
              )}
            </header>

            {display.rates.length > 0 && (
              <section className="card profile-section" aria-labelledby="rates-title">
                <h2 id="rates-title">Rates</h2>
                <dl className="rates">
                  {display.rates.map((rate) => (
                    <div key={rate.label}>
                      <dt>{rate.label}</dt>
                      <dd>{formatPrice(rate.amount)}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            )}

            <section className="card profile-section" aria-labelledby="contact-title">
              <h2 id="contact-title">Contact Details</h2>
              <dl className="contact-list">
                <div>
                  <dt>Phone</dt>
                  <dd>
                    <ContactReveal username={profile.username} field="phone" available={profile.has_phone} onTap={tapped} />
                  </dd>
                </div>
                <div>
                  <dt>Email</dt>
                  <dd>
                    <ContactReveal username={profile.username} field="email" available={profile.has_email} onTap={tapped} />
                  </dd>
                </div>
                {profile.has_website && (
                  <div>
                    <dt>Website</dt>
                    <dd>
                      <ContactReveal username={profile.username} field="website" available onTap={tapped} />
                    </dd>
                  </div>
                )}
                <div>
                  <dt>Preferred contact</dt>
                  <dd>SMS-only</dd>
                </div>
              </dl>
              <p className="contact-note">Tell you saw advertisement...</p>
              <div className="profile-buttons">
                <button type="button" className={saved ? 'btn btn-primary' : 'btn btn-outline'} aria-pressed={saved} onClick={() => toggle(cardFromProfile(profile))}>
                  <HeartIcon filled={saved} />
                  {saved ? 'Saved' : 'Save favorite'}
                </button>
                <button type="button" className={liked ? 'btn btn-primary' : 'btn btn-outline'} aria-pressed={liked} disabled={likeRequest.isPending} onClick={like}>
                  <ThumbIcon /> Like <span className="like-count">{likeCount}</span>
                </button>
              </div>
            </section>
          </div>
        </div>

        {tourStops.length > 0 && (
          <section className="card profile-section" aria-labelledby="tour-title">
            <h2 id="tour-title">Tour dates</h2>
            <ul className="tour-stops">
              {tourStops.map((stop) => {
                const region = regionBySlug(stop.region)?.name ?? stop.region;
                return (
                  <li key={stop.id}>
                    <strong>{stop.town}</strong>
                    {/* Wellington in Wellington says it once. */}
                    {region !== stop.town && <span className="tour-stop-region">{region}</span>}
                    <span className="tour-stop-dates">{formatDayRange(stop.first_day, stop.last_day, today)}</span>
                  </li>
                );
              })}
            </ul>
          </section>
        )}

        {display.bio && (
          <section className="card profile-section" aria-labelledby="about-title">
            <h2 id="about-title">About me</h2>
            <p className="profile-bio">{display.bio}</p>
          </section>
        )}

        <ul className="stat-tiles" aria-label="Statistics">
          <li><span>Age</span><strong>{notSpecified(profile.age)}</strong></li>
          <li><span>Height</span><strong>{notSpecified(profile.height, ' cm')}</strong></li>
          <li><span>Weight</span><strong>{notSpecified(profile.weight, ' kg')}</strong></li>
          <li><span>Bust size</span><strong>{notSpecified(profile.bust_size)}</strong></li>
          <li><span>Body type</span><strong>{notSpecified(profile.body_type)}</strong></li>
          <li><span>Nationality</span><strong>{notSpecified(profile.nationality)}</strong></li>
        </ul>

        <div className="profile-columns">
          <section className="card profile-section" aria-labelledby="info-title">
            <h2 id="info-title">Additional Information</h2>
            <dl className="info-list">
              <div><dt>Languages</dt><dd>{profile.languages.length ? profile.languages.join(', ') : 'Not specified'}</dd></div>
              <div><dt>Location</dt><dd>{notSpecified(display.location)}</dd></div>
              <div><dt>Available for</dt><dd>{notSpecified(display.availableFor)}</dd></div>
              <div><dt>Out calls</dt><dd>{notSpecified(display.outcalls)}</dd></div>
              <div><dt>Hair color</dt><dd>{notSpecified(profile.hair_color)}</dd></div>
              <div><dt>Eye color</dt><dd>{notSpecified(profile.eye_color)}</dd></div>
            </dl>
          </section>

          <section className="card profile-section" aria-labelledby="services-title">
            <h2 id="services-title">Services</h2>
            {display.serviceTypes.length > 0 && (
              <ul className="chip-list" aria-label="Service types">
                {display.serviceTypes.map((service) => (
                  <li key={service} className="chip">
                    {service}
                  </li>
                ))}
              </ul>
            )}
            {profile.services && <p>{profile.services}</p>}
            {display.meetingWith && (
              <p>
                <strong>Meeting with:</strong> {display.meetingWith}
              </p>
            )}
            {display.serviceTypes.length === 0 && !profile.services && !display.meetingWith && <p>Not specified</p>}
          </section>
        </div>

        {!isOwner && (
          <div className="profile-report">
            <ReportDialog username={profile.username} name={profile.full_name} />
          </div>
        )}
      </div>
    </article>
  );
}
