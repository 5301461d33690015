import QRCode from 'qrcode';

/**
 * The otpauth URI as an SVG QR code, drawn on the server so the enrolment step costs the browser no script. Only a
 * URI of that scheme is drawn: the action gets it back from the form it sent, which anyone may post.
 */
export async function qrSvgOf(otpauthUri: string): Promise<string | null> {
  if (!otpauthUri.startsWith('otpauth://totp/') || otpauthUri.length > 500) return null;
  return QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
