// Where a lesson's page badge leads. Issue 10's rules reference (another part of the same issue)
// will open at a page; until it is in the app this returns null and the badge stays a plain
// badge, as in the log today. The one place to connect it: return () => openRules(page).
export function openRulesAt(page: string): (() => void) | null {
  void page;
  return null;
}
