import { escapeHtml } from '../../../shared/mail/mail-layout';
import { formatPence } from '../../../shared/mail/format-pence';

/** What the page that embeds the challenge reads from its frame once an answer is shown (`data-outcome`). */
export type ChallengeOutcome = 'succeeded' | 'canceled' | 'requires_capture' | 'requires_payment_method' | 'not_open';

const page = (title: string, main: string) => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #0b1a33; background: #fff; }
  main { max-width: 420px; margin: 0 auto; padding: 20px 16px; }
  h1 { font-size: 1.15rem; margin: 0 0 8px; }
  .mode { display: inline-block; background: #fef3c7; border: 1px dashed #f59e0b; border-radius: 4px; padding: 0 6px; font-size: .75rem; font-weight: 700; }
  form { margin: 12px 0 0; }
  button { width: 100%; min-height: 44px; border-radius: 6px; font: inherit; font-weight: 600; cursor: pointer; }
  .complete { background: #0b1a33; color: #fff; border: 0; }
  .fail { background: #fff; color: #0b1a33; border: 2px solid #0b1a33; }
</style>
</head>
<body>${main}</body>
</html>`;

/** The built-in test provider's 3-D Secure challenge, after Stripe's test page: the customer approves or fails it. */
export function challengePage(paymentIntentId: string, challengeToken: string, amountPence: number): string {
  const action = (answer: 'complete' | 'fail') =>
    `/api/test-payments/${encodeURIComponent(paymentIntentId)}/challenge?token=${encodeURIComponent(challengeToken)}&amp;answer=${answer}`;
  return page(
    '3D Secure authentication',
    `<main data-challenge="open">
<span class="mode">TEST MODE</span>
<h1>3D Secure authentication</h1>
<p>Your bank asks you to approve a payment of <strong>${escapeHtml(formatPence(amountPence))}</strong> to Skyward Flight Simulation. This test page stands in for your bank: no real card is charged.</p>
<form method="post" action="${action('complete')}"><button class="complete" type="submit">Complete authentication</button></form>
<form method="post" action="${action('fail')}"><button class="fail" type="submit">Fail authentication</button></form>
</main>`,
  );
}

/** The answer, shown in the frame until the page around it takes over. */
export function challengeAnswerPage(outcome: ChallengeOutcome, message: string): string {
  const heading = outcome === 'requires_payment_method' ? 'Authentication failed' : outcome === 'not_open' ? 'Authentication closed' : 'Authentication complete';
  return page(
    heading,
    `<main data-outcome="${outcome}" data-message="${escapeHtml(message)}">
<span class="mode">TEST MODE</span>
<h1>${escapeHtml(heading)}</h1>
<p>${escapeHtml(message)}</p>
</main>`,
  );
}
