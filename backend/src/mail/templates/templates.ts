import { nzLongDate, tierLabel } from 'contract';
import { renderEmail, RenderedEmail } from './layout';

/** The words of every email the app sends. Names and messages are user input: the layout escapes them. */

export function threadReplyEmail(productName: string, name: string, reply: string, originalMessage: string | undefined): RenderedEmail {
  return renderEmail({
    productName,
    subject: `New Message from ${productName} support`,
    greeting: `Hi ${name},`,
    paragraphs: [reply],
    quote: originalMessage ? { label: 'Your message:', text: originalMessage } : undefined,
    footer: `This is a reply to the message you sent through the ${productName} contact form.`,
  });
}

export function welcomeEmail(productName: string, publicUrl: string, name: string): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Welcome to ${productName}`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Thanks for joining ${productName}. Your profile has been created.`,
      'Add photos, complete your details and request verification so visitors can trust your listing.',
    ],
    action: { label: 'Go to my profile', url: `${publicUrl}/profile` },
  });
}

export function verificationApprovedEmail(productName: string, publicUrl: string, name: string): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Your ${productName} profile is verified`,
    greeting: `Hi ${name},`,
    paragraphs: ['Good news: we have checked your documents and your profile is now verified. It shows the Verified badge to visitors.'],
    action: { label: 'View my profile', url: `${publicUrl}/profile` },
  });
}

export function verificationRejectedEmail(productName: string, publicUrl: string, name: string, why: { reason: string; note: string | null }): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Your ${productName} verification was not approved`,
    greeting: `Hi ${name},`,
    paragraphs: [
      'We could not verify your profile with the documents you sent, and they have been deleted.',
      'To try again, open Account Information on your profile and send a clear photo of a current photo ID (passport, driver licence or 18+ card) and a selfie, each a JPEG or PNG of at most 5 MB.',
    ],
    quote: { label: 'Reason:', text: why.note ? `${why.reason}\n${why.note}` : why.reason },
    action: { label: 'Submit documents again', url: `${publicUrl}/profile?tab=account` },
  });
}

export function planExpiringSoonEmail(productName: string, publicUrl: string, name: string, tier: string, expiresAt: Date): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Your ${tierLabel(tier)} plan expires in 3 days`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Your ${tierLabel(tier)} membership ends on ${nzLongDate(expiresAt)}. After that your profile moves to the Free plan.`,
      'Plans do not renew automatically. Upgrade again to keep your benefits.',
    ],
    action: { label: 'See plans', url: `${publicUrl}/pricing` },
  });
}

export function planExpiredEmail(productName: string, publicUrl: string, name: string, tier: string, expiresAt: Date): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Your ${tierLabel(tier)} plan has expired`,
    greeting: `Hi ${name},`,
    paragraphs: [`Your ${tierLabel(tier)} membership ended on ${nzLongDate(expiresAt)} and your profile is now on the Free plan.`],
    action: { label: 'Upgrade again', url: `${publicUrl}/pricing` },
  });
}

export function emailChangeConfirmEmail(productName: string, confirmUrl: string, newEmail: string): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Confirm your new ${productName} sign-in email`,
    greeting: 'Hi,',
    paragraphs: [
      `Someone signed in to ${productName} asked to use ${newEmail} as the account's sign-in email. The link below confirms it; it works once and expires in 1 hour.`,
      'If you did not ask for this, ignore this email: nothing changes.',
    ],
    action: { label: 'Confirm my new email', url: confirmUrl },
  });
}

/** To the old address, so the owner learns of a change they did not make while they can still act. */
export function emailChangeNoticeEmail(productName: string, newEmail: string, siteUrl: string): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Your ${productName} sign-in email is being changed`,
    greeting: 'Hi,',
    paragraphs: [
      `We were asked to change the sign-in email of your account to ${newEmail}. It changes once the link we sent there is opened.`,
      'If this was not you, sign in and change your password now: whoever asked knew it.',
    ],
    action: { label: 'Sign in', url: `${siteUrl}/signin` },
  });
}

export function passwordResetEmail(productName: string, resetUrl: string): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Reset your ${productName} password`,
    greeting: 'Hi,',
    paragraphs: [
      'We received a request to reset the password of your account. The link below works once and expires in 1 hour.',
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
    action: { label: 'Reset my password', url: resetUrl },
  });
}

/** What an invoice email says; amounts and dates already written for people. */
export interface InvoiceEmailDetails {
  number: string;
  planName: string;
  total: string;
  gst: string;
  dueDate: string;
  accountName: string;
  bankAccount: string;
  particulars: string;
  code: string;
  reference: string;
  /** Set for a renewal: the day the current plan ends. */
  planEnds?: string;
}

export function invoiceEmail(productName: string, publicUrl: string, name: string, invoice: InvoiceEmailDetails): RenderedEmail {
  const opening = invoice.planEnds
    ? `Your ${invoice.planName} plan ends on ${invoice.planEnds}. To keep it, please pay the attached invoice ${invoice.number}. Plans do not renew automatically: if it is not paid, your profile moves to the Free plan when the plan ends.`
    : `Thanks for choosing the ${invoice.planName} plan. Your tax invoice ${invoice.number} is attached.`;
  return renderEmail({
    productName,
    subject: invoice.planEnds ? `Renew your ${invoice.planName} plan: invoice ${invoice.number}` : `Invoice ${invoice.number} for your ${invoice.planName} plan`,
    greeting: `Hi ${name},`,
    paragraphs: [
      opening,
      `Total ${invoice.total} including GST of ${invoice.gst}. Please pay by internet banking by ${invoice.dueDate}, using these details exactly:`,
    ],
    quote: {
      label: 'Pay to:',
      text: [
        `Account name: ${invoice.accountName}`,
        `Account number: ${invoice.bankAccount}`,
        `Particulars: ${invoice.particulars}`,
        `Code: ${invoice.code}`,
        `Reference: ${invoice.reference}`,
      ].join('\n'),
    },
    action: { label: 'See my invoices', url: `${publicUrl}/profile?tab=billing` },
    footer: `Your plan starts as soon as your payment arrives. Prices are in New Zealand dollars and include GST. You received this email from ${productName}.`,
  });
}

export interface CreditNoteEmailDetails {
  number: string;
  invoiceNumber: string;
  amount: string;
  gst: string;
  reason: string;
}

export function creditNoteEmail(productName: string, publicUrl: string, name: string, note: CreditNoteEmailDetails): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Credit note ${note.number} for invoice ${note.invoiceNumber}`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `We have issued credit note ${note.number} against your invoice ${note.invoiceNumber}. It is attached.`,
      `Amount credited: ${note.amount}, including GST of ${note.gst}.`,
    ],
    quote: { label: 'Reason:', text: note.reason },
    action: { label: 'See my invoices', url: `${publicUrl}/profile?tab=billing` },
    footer: `Amounts are in New Zealand dollars and include GST. You received this email from ${productName}.`,
  });
}

export interface PaymentReceiptDetails {
  invoiceNumber: string;
  planName: string;
  amount: string;
  receivedOn: string;
  method: string;
  /** What is still to pay on the invoice, or null when it is paid in full. */
  balanceDue: string | null;
  supplierName: string;
  supplierGstNumber: string;
}

export function paymentReceiptEmail(productName: string, publicUrl: string, name: string, receipt: PaymentReceiptDetails): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Receipt: ${receipt.amount} received for invoice ${receipt.invoiceNumber}`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Thank you. We received your payment of ${receipt.amount} by ${receipt.method} on ${receipt.receivedOn} for invoice ${receipt.invoiceNumber} (${receipt.planName} plan).`,
      receipt.balanceDue
        ? `${receipt.balanceDue} is still to pay on this invoice; your plan starts once it is paid in full.`
        : 'The invoice is now paid in full, and your plan is on.',
    ],
    quote: {
      label: 'Receipt',
      text: [
        `From: ${receipt.supplierName} (GST number ${receipt.supplierGstNumber})`,
        `Invoice: ${receipt.invoiceNumber}`,
        `Amount received: ${receipt.amount}`,
        `Date received: ${receipt.receivedOn}`,
        `Method: ${receipt.method}`,
      ].join('\n'),
    },
    action: { label: 'See my invoices', url: `${publicUrl}/profile?tab=billing` },
    footer: `Amounts are in New Zealand dollars and include GST. You received this email from ${productName}.`,
  });
}
