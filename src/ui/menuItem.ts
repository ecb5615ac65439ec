// A button as an item of a menu (MenuButton.tsx): its role, and out of the Tab order (the menu
// moves the focus with the arrows); a plain button otherwise.
export const itemProps = (menuItem?: boolean): { role?: 'menuitem'; tabIndex?: number } => (menuItem ? { role: 'menuitem', tabIndex: -1 } : {});
