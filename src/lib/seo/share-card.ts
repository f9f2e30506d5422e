/** What a share image says. */
export interface ShareCard {
  eyebrow: string;
  title: string;
}
