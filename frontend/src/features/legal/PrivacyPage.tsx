import { BACKUP_MAX_AGE_DAYS } from 'contract';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, OFFICE_HOURS, SITE_NAME } from '../../config/env';
import { LegalDocument, LegalSection } from './LegalDocument';

export const PRIVACY_EFFECTIVE_DATE = '27 March 2025';

const SECTIONS: LegalSection[] = [
  {
    title: 'About this policy',
    body: (
      <p>
        This policy explains how {SITE_NAME} collects, uses, stores and shares personal information, in line with the
        New Zealand Privacy Act 2020.
      </p>
    ),
  },
  {
    title: 'Information we collect',
    body: (
      <ul>
        <li>Advertisers: email address, profile details, photos, contact details and identity documents for verification.</li>
        <li>Visitors: messages sent through the contact form (name, phone, email, city and message).</li>
        <li>Technical data: a cookie that keeps you signed in, and the age verification and favourites stored in your own browser.</li>
      </ul>
    ),
  },
  {
    title: 'How we use your information',
    body: <p>To publish listings, verify advertisers, answer messages, keep the site secure and meet our legal obligations.</p>,
  },
  {
    title: 'Identity documents',
    body: (
      <p>
        Identity documents are kept in private storage, seen only by staff who verify profiles, and deleted after a
        decision is made and the retention period has passed. They are never shown on the site.
      </p>
    ),
  },
  {
    title: 'Sharing your information',
    body: <p>We do not sell personal information. We share it only with service providers who host the site and send email for us, or when the law requires it.</p>,
  },
  {
    title: 'Cookies and local storage',
    body: (
      <p>
        We use a strictly necessary cookie for sign-in and your browser's local storage for your age confirmation and
        favourites. We do not use advertising trackers.
      </p>
    ),
  },
  {
    title: 'Storage and security',
    body: (
      <>
        <p>Passwords are stored as strong one-way hashes, connections are encrypted, and access to personal information is limited to staff who need it.</p>
        <p>
          Photos are stored without their camera and location data. Before a photo is published you can blur or cover
          any part of it; this is done on our server before the photo is saved, and the photo as you uploaded it is not
          kept. Full-size photos carry the name {SITE_NAME} so copies on other sites can be traced.
        </p>
        <p>
          Advertisers' phone numbers and email addresses are not written into our pages. A visitor who has confirmed
          they are 18 or over sees them after tapping Show number or Show email, a few at a time.
        </p>
      </>
    ),
  },
  {
    title: 'How long we keep information',
    body: (
      <p>
        We keep information only as long as needed for the purposes above. Deleting your profile removes it from public
        listings and removes its photos. We remove content within 8 hours of a request.
      </p>
    ),
  },
  {
    title: 'Your rights',
    body: (
      <p>
        You may ask to see or correct the personal information we hold about you. We answer privacy requests in about 3
        business days.
      </p>
    ),
  },
  {
    title: 'Age restriction',
    body: <p>This site is for adults only (18+). We do not knowingly collect information from anyone under 18.</p>,
  },
  {
    title: 'Contact us',
    body: (
      <p>
        Email <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a> or use our <Link to="/contact">contact form</Link>.
        Office hours: {OFFICE_HOURS}. If you are not satisfied with our answer you may complain to the Office of the
        Privacy Commissioner.
      </p>
    ),
  },
];

/**
 * What is stored about an advertiser, for how long, and how to get a copy. After the
 * spec's eleven sections, which stay as they are.
 */
function AdvertisersData() {
  return (
    <section id="advertisers-data" className="legal-section" aria-labelledby="advertisers-data-title">
      <h2 id="advertisers-data-title">Advertisers: what we keep, for how long, and how to get a copy</h2>
      <ul>
        <li>
          <strong>Account</strong>: your sign-in email, your password as a one-way hash, and your sign-ins (when each started, was last
          used and ended). Kept while your account exists; a sign-in that has ended is deleted after 30 days.
        </li>
        <li>
          <strong>Profile and contact details</strong>: kept while your profile exists. Deleting your profile removes it from the
          site and blanks its details.
        </li>
        <li>
          <strong>Photos</strong>: stored in two sizes, without camera or location data, with the parts you chose blurred or covered.
          Deleted when you delete the photo or your profile.
        </li>
        <li>
          <strong>Identity documents</strong>: deleted when a verification is declined, and after the retention period once it is
          approved (30 days unless we say otherwise). We keep the decision and its dates, not the documents.
        </li>
        <li>
          <strong>Invoices, payments and credit notes</strong>: kept as tax records, as New Zealand tax law requires (at least seven
          years), also after your profile is deleted.
        </li>
        <li>
          <strong>Messages</strong> you send us through the contact form, with our replies: kept to answer you and for our records.
        </li>
        <li>
          <strong>Statistics</strong>: for each day, how many times your profile was viewed and its contact details were used. Kept 400
          days. Nothing about the visitors themselves is stored.
        </li>
        <li>
          <strong>Backups</strong>: everything above is also copied each night into encrypted backups, kept at most {BACKUP_MAX_AGE_DAYS} days; what
          you delete leaves them when they age out.
        </li>
        <li>
          <strong>Staff actions</strong>: what our staff did on your account (verification, moderation, payments) is recorded, with the
          date, and kept.
        </li>
      </ul>
      <p>
        <strong>Getting a copy</strong>: signed in, open your profile editor, then Account, then My Data, and choose Request my data
        (up to three times a day). We prepare a ZIP file with all of the above that we hold about you, as JSON files, with your photo
        files, invoice PDFs and any identity documents we still keep, and email you a link. The link works once, for 24 hours; then
        the file is deleted. Deleting your profile offers the download first, and the link keeps working after the deletion.
      </p>
    </section>
  );
}

export default function PrivacyPage() {
  return (
    <LegalDocument
      page="privacy"
      intro={
        <>
          <p>Effective date: {PRIVACY_EFFECTIVE_DATE}</p>
          <p>
            Advertisers: see <a href="#advertisers-data">what we keep, for how long, and how to get a copy</a>.
          </p>
        </>
      }
      sections={SECTIONS}
      appendix={<AdvertisersData />}
    />
  );
}
