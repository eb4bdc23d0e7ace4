// LinkedIn's "Add to profile" link for a certification: the form opens pre-filled with the course,
// Tradecraft as the issuing organisation, the issue month, the certificate's code and its public
// verification page.
import { ACHIEVEMENT_NAME } from './achievement.ts';

export function linkedInAddToProfileUrl(input: { code: string; issuedAt: string; verificationUrl: string }): string {
  const issued = new Date(input.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: ACHIEVEMENT_NAME,
    organizationName: 'Tradecraft',
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: input.verificationUrl,
    certId: input.code,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
