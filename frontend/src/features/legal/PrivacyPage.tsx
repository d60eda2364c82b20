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

export default function PrivacyPage() {
  return (
    <LegalDocument
      page="privacy"
      intro={<p>Effective date: {PRIVACY_EFFECTIVE_DATE}</p>}
      sections={SECTIONS}
    />
  );
}
