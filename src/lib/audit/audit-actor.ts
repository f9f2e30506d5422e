/** Who did something: a member (or, for a failed sign-in, the address typed). */
export interface AuditActor {
  id?: string | null;
  email: string;
}
