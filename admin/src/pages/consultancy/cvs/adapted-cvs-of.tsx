/** The adapted CVs made for one customer or one candidate (their detail pages show them). */
export function AdaptedCvsOf(_props: { customerId?: number; proposalId?: number }) {
  return null;
}
