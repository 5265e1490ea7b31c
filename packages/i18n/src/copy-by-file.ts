/** The key a copy file is known by: `home-sections.json` → `homeSections`, `addMoney.json` → `addMoney`. */
export function copyKey(path: string): string {
  const name = path.slice(path.lastIndexOf("/") + 1).replace(/\.json$/, "");
  return name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
}

/**
 * One language's copy for an app, from an eager `import.meta.glob` of its folder: every JSON file
 * there, under its `copyKey`. No list to keep: a new file is loaded the moment it exists.
 */
export function copyByFile(files: Record<string, object>): Record<string, object> {
  return Object.fromEntries(Object.entries(files).map(([path, copy]) => [copyKey(path), copy]));
}
