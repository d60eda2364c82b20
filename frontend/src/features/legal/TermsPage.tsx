import { Link } from 'react-router-dom';
import { CONTACT_EMAIL, EMERGENCY_PHONE, OFFICE_HOURS, SITE_NAME } from '../../config/env';
import { LegalDocument, LegalSection } from './LegalDocument';

const SECTIONS: LegalSection[] = [
  {
    title: 'Who may use this site',
    body: (
      <p>
        {SITE_NAME} is for adults only. You must be 18 years or older to view this site, to contact an advertiser or to
        advertise. Advertisers must be 18+ and every person shown in a listing must be 18+. The site is for entertainment
        purposes only.
      </p>
    ),
  },
  {
    title: 'Content and intellectual property',
    body: (
      <>
        <p>
          Advertisers own the text and photos they upload and give {SITE_NAME} a licence to show them on the site for as
          long as the listing is live. You may not copy, scrape or republish listings or photos.
        </p>
        <p>
          Photos must be genuine, recent and of the advertiser. Photos must be updated at least twice a year, and we may
          remove a listing whose photos are more than 12 months old.
        </p>
        <p>
          If you appear in content on this site and want it removed, contact us: we remove content within 8 hours of a
          request.
        </p>
      </>
    ),
  },
  {
    title: 'Liability',
    body: (
      <p>
        {SITE_NAME} is an advertising directory. We do not employ advertisers, arrange bookings or take part in any
        arrangement between advertisers and clients, and we are not liable for any loss arising from contact made
        through the site. Nothing in these terms limits rights you have under the Consumer Guarantees Act 1993 where it
        applies.
      </p>
    ),
  },
  {
    title: 'Memberships, prices and refunds',
    body: (
      <ul>
        <li>All prices are in New Zealand dollars (NZD) and include GST.</li>
        <li>Paid memberships run for 30 days. There is no automatic recharge: a plan ends unless you choose to renew it.</li>
        <li>There are no refunds for memberships, including unused days.</li>
        <li>Downgrades take effect at the end of the billing cycle.</li>
      </ul>
    ),
  },
  {
    title: 'Advertisers',
    body: (
      <>
        <p>
          Advertisers must keep their details accurate and must comply with the Prostitution Reform Act 2003. Safer sex
          practices are required by law: offences relating to unprotected sex carry a fine of up to $2,000.
        </p>
        <p>
          Escorts can reach our 24-hour emergency line on {EMERGENCY_PHONE}. This line is for escorts only; everyone else
          please use the contact page during office hours ({OFFICE_HOURS}).
        </p>
      </>
    ),
  },
  {
    title: 'Privacy',
    body: (
      <p>
        How we collect, use and protect personal information is set out in our <Link to="/privacy">Privacy Policy</Link>.
        We answer privacy requests in about 3 business days.
      </p>
    ),
  },
  {
    title: 'Governing law',
    body: <p>These terms are governed by the laws of New Zealand, and the courts of New Zealand have exclusive jurisdiction.</p>,
  },
  {
    title: 'Disclaimer',
    body: (
      <p>
        The site is provided as is. Listings are written by advertisers; verified badges mean only that our team checked
        an advertiser's identity documents. For entertainment purposes only. 18+ only. Questions about these terms:{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
    ),
  },
];

export default function TermsPage() {
  return (
    <LegalDocument
      page="terms"
      intro={<p>By using {SITE_NAME} you agree to these Terms of Use. Please read them carefully.</p>}
      sections={SECTIONS}
    />
  );
}
