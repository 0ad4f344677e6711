import { ContactMessage } from './enquiry';
import { enquiryMails } from './enquiry-mails';

const brand = { siteName: 'Skyward Flight Simulation', staffEmail: 'hello@skywardsim.co.uk', publicUrl: 'https://skywardsim.co.uk' };
const message: ContactMessage = {
  id: '6f1c3d9e-0000-4000-8000-000000000001',
  name: 'Amelia Earhart',
  email: 'amelia@example.com',
  phone: '07700 900123',
  enquiryType: 'gift',
  message: 'Can I buy a voucher for <my dad>?\n\nThanks & regards',
  createdAt: new Date('2025-10-14T09:30:00Z'),
};

describe('enquiry e-mails', () => {
  const [notice, acknowledgement] = enquiryMails(message, brand);

  it('tells the staff who wrote, how to reach them and what they asked', () => {
    expect(notice).toMatchObject({ key: `enquiry:${message.id}:staff-notice`, to: 'hello@skywardsim.co.uk', subject: 'New enquiry: Gift Vouchers from Amelia Earhart' });
    expect(notice.text).toContain('Email: amelia@example.com');
    expect(notice.text).toContain('Phone: 07700 900123');
    expect(notice.text).toMatch(/Received: Tuesday,? 14 October 2025 at 10:30/); // 10:30 BST
    expect(notice.text).toContain(message.message);
  });

  it('thanks the customer by first name and repeats their message', () => {
    expect(acknowledgement).toMatchObject({ key: `enquiry:${message.id}:acknowledgement`, to: 'amelia@example.com', subject: "We've received your enquiry - Skyward Flight Simulation" });
    expect(acknowledgement.text).toMatch(/^Hi Amelia,/);
    expect(acknowledgement.text).toContain("we'll get back to you as soon as possible");
    expect(acknowledgement.text).toContain(message.message);
  });

  it('escapes what the customer typed in the HTML parts', () => {
    for (const mail of [notice, acknowledgement]) {
      expect(mail.html).toContain('&lt;my dad&gt;');
      expect(mail.html).toContain('Thanks &amp; regards');
      expect(mail.html).not.toContain('<my dad>');
    }
  });

  it('gives each e-mail of each enquiry its own idempotency key', () => {
    const [otherNotice, otherAck] = enquiryMails({ ...message, id: '6f1c3d9e-0000-4000-8000-000000000002' }, brand);
    expect(new Set([notice.key, acknowledgement.key, otherNotice.key, otherAck.key]).size).toBe(4);
  });
});
