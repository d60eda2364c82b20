import { nzLongDateTime } from '../../common/time/nz-date';
import { renderEmail, RenderedEmail } from './layout';

/** The emails of "My data": the one-time download link, or word that it could not be made. */

export function dataExportReadyEmail(productName: string, downloadUrl: string, expiresAt: Date): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Your data from ${productName} is ready to download`,
    greeting: 'Hi,',
    paragraphs: [
      `The copy of your data you asked for is ready: a ZIP file with your account, profile, photos, invoices, verification history, messages, analytics and the record of what our staff did on your account.`,
      `The link works once, until ${nzLongDateTime(expiresAt)} (New Zealand time). After that the file is deleted; you can ask for a new copy from your account.`,
      'If you did not ask for this, change your password: whoever asked could sign in to your account.',
    ],
    action: { label: 'Download my data', url: downloadUrl },
  });
}

export function dataExportFailedEmail(productName: string, accountUrl: string): RenderedEmail {
  return renderEmail({
    productName,
    subject: `We could not prepare your data from ${productName}`,
    greeting: 'Hi,',
    paragraphs: ['Something went wrong while we prepared the copy of your data you asked for. Please ask for it again from your account; if it fails again, contact us.'],
    action: { label: 'Go to my account', url: accountUrl },
  });
}
