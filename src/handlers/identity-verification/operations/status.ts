/** The status check ("status"), served without credentials. */
import type { IdentityVerificationHandlers } from "../../../../generated/identity-verification/handlers";
import type { KycContext } from "../auth";

export function statusOperations(): Pick<IdentityVerificationHandlers<KycContext>, "statusCheck"> {
  return {
    statusCheck: ({ query }) => ({
      status: 200,
      // FrankieOne's status check answers a puppy; a polite caller gets a polite answer.
      body:
        query.askingNicely === true
          ? { puppy: true, asknicely1: "Thank you for asking so nicely. All systems are running." }
          : { puppy: true },
    }),
  };
}
