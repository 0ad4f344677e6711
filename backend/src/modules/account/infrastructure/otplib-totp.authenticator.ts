import { Injectable } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { toDataURL } from 'qrcode';
import type { TotpAuthenticator } from '../application/account.ports';

/** What authenticator apps show above the code. */
const ISSUER = 'Skyward Flight Simulation';
/** One step either side of now (30 s): a phone's clock a little off still signs in. */
const TOLERANCE_SECONDS = 30;

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s: what every authenticator app reads) with otplib; the QR code with qrcode. */
@Injectable()
export class OtplibTotpAuthenticator implements TotpAuthenticator {
  generateSecret(): string {
    return generateSecret();
  }

  async verify(secret: string, code: string, afterStep: number | null): Promise<number | null> {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: TOLERANCE_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }

  async enrolment(secret: string, accountName: string): Promise<{ uri: string; qrCode: string }> {
    const uri = generateURI({ issuer: ISSUER, label: accountName, secret });
    return { uri, qrCode: await toDataURL(uri, { errorCorrectionLevel: 'M', margin: 2, width: 240 }) };
  }
}
