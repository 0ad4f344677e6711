import { ContactMessage } from './domain/enquiry';
import { enquiryMails } from './enquiry-mails';

const brand = { siteName: 'Skyward Flight Simulation', staffEmail: 'hello@skywardsim.co.uk', publicUrl: 'https://skywardsim.co.uk' };
const message: ContactMessage = {
  id: '6f1c3d9e-0000-4000-8000-000000000001',
  name: 'Amelia Earhart',
  email: 'amelia@example.com',
  phone: '07700 900123',
  enquiryType: 'gift',
  message: 'Can I buy a voucher for <my dad>?\n\nThanks & regards',
  status: 'new',
  note: '',
  createdAt: new Date('2025-10-14T09:30:00Z'),
};

describe('enquiry e-mails', () => {
  const [notice, acknowledgement] = enquiryMails(message, brand, { acknowledge: true });

  it('tells the staff who wrote, how to reach them and what they asked', () => {
    expect(notice).toMatchObject({ key: `enquiry:${message.id}:staff-notice`, to: 'hello@skywardsim.co.uk', replyTo: 'amelia@example.com', subject: 'New enquiry: Gift Vouchers from Amelia Earhart' });
    expect(notice.text).toContain('Email: amelia@example.com');
    expect(notice.text).toContain('Phone: 07700 900123');
    expect(notice.text).toMatch(/Received: Tuesday,? 14 October 2025 at 10:30/); // 10:30 BST
    expect(notice.text).toContain(message.message);
  });

  it('thanks the sender without quoting their name or message (the form relays nothing to the address given)', () => {
    expect(acknowledgement).toMatchObject({ key: `enquiry:${message.id}:acknowledgement`, to: 'amelia@example.com', subject: "We've received your enquiry - Skyward Flight Simulation" });
    expect(acknowledgement.text).toMatch(/^Hello,/);
    expect(acknowledgement.text).toContain("we'll get back to you as soon as possible");
    for (const part of [acknowledgement.text, acknowledgement.html]) {
      expect(part).not.toContain('Amelia');
      expect(part).not.toContain('voucher for');
    }
  });

  it('sends only the staff notice when the address was acknowledged within the hour', () => {
    expect(enquiryMails(message, brand, { acknowledge: false }).map((mail) => mail.to)).toEqual(['hello@skywardsim.co.uk']);
  });

  it('escapes what the customer typed in the HTML part of the staff notice', () => {
    expect(notice.html).toContain('&lt;my dad&gt;');
    expect(notice.html).toContain('Thanks &amp; regards');
    expect(notice.html).not.toContain('<my dad>');
  });

  it('gives each e-mail of each enquiry its own idempotency key', () => {
    const [otherNotice, otherAck] = enquiryMails({ ...message, id: '6f1c3d9e-0000-4000-8000-000000000002' }, brand, { acknowledge: true });
    expect(new Set([notice.key, acknowledgement.key, otherNotice.key, otherAck.key]).size).toBe(4);
  });
});
