// An SMTP server inside the bench process: what each recipient was sent, by kind of e-mail, and when it arrived.
import { SMTPServer } from 'smtp-server';

/**
 * The e-mails the bench waits for, told apart by the key each carries (X-Skyward-Mail-Key): a subject may come
 * encoded ('Your gift voucher: £50 Gift Card' is a MIME encoded-word). Matched in the unfolded headers.
 */
const KINDS = {
  confirmation: /^X-Skyward-Mail-Key: booking:[^:\s]+:confirmation\r?$/im,
  passwordLink: /^X-Skyward-Mail-Key: account:password-link:/im,
  receipt: /^X-Skyward-Mail-Key: order-receipt:/im,
  voucher: /^X-Skyward-Mail-Key: gift-voucher:/im,
};

/**
 * Starts the sink on `port`. `arrivals(kind, address)` answers the moments (ms since the epoch) e-mails of that kind
 * reached the server for that recipient, oldest first (an empty list when none did).
 */
export async function startMailSink(port) {
  const received = new Map(); // `${kind} ${address}` → arrival moments
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const at = Date.now();
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const headers = head.replace(/\r?\n[ \t]+/g, ' '); // unfolded: a long header continues on the next line
        const kind = Object.keys(KINDS).find((name) => KINDS[name].test(headers));
        if (kind) {
          for (const recipient of session.envelope.rcptTo) {
            const key = `${kind} ${recipient.address.toLowerCase()}`;
            received.set(key, [...(received.get(key) ?? []), at]);
          }
        }
        callback();
      });
    },
  });
  await new Promise((resolveListen) => server.listen(port, '127.0.0.1', resolveListen));
  return {
    arrivals: (kind, address) => received.get(`${kind} ${address.toLowerCase()}`) ?? [],
    stop: () => new Promise((resolveClose) => server.close(resolveClose)),
  };
}
