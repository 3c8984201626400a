// The CSS variables VS Code puts on a webview's <html> (those the panel and its components read), per
// theme kind, with the values of VS Code's default themes (Light Modern, Dark Modern, High Contrast),
// and the body class VS Code sets. Enough to check the panel against each theme.
export type ThemeKind = 'light' | 'dark' | 'high-contrast';

export interface Theme {
  bodyClass: string;
  variables: Record<string, string>;
}

const common = {
  '--vscode-font-family': 'sans-serif',
  '--vscode-font-size': '13px',
  '--vscode-font-weight': 'normal',
};

const light: Record<string, string> = {
  foreground: '#3b3b3b', 'editor-background': '#ffffff', descriptionForeground: '#717171', disabledForeground: '#61616180',
  errorForeground: '#e51400', 'editorWarning-foreground': '#bf8803', focusBorder: '#005fb8', 'editorGroup-border': '#e5e5e5',
  'textLink-foreground': '#005fb8', 'textLink-activeForeground': '#005fb8', 'keybindingTable-rowsBackground': '#0000000a',
  'editorWidget-background': '#f8f8f8', 'widget-shadow': '#00000029', 'icon-foreground': '#3b3b3b',
  'charts-blue': '#1a85ff', 'charts-red': '#e51400', 'charts-yellow': '#bf8803', 'charts-green': '#388a34', 'charts-purple': '#652d90',
  'button-background': '#005fb8', 'button-foreground': '#ffffff', 'button-hoverBackground': '#0258a8', 'button-border': '#0000001a',
  'button-secondaryBackground': '#e5e5e5', 'button-secondaryForeground': '#3b3b3b', 'button-secondaryHoverBackground': '#cccccc',
  'panelTitle-activeForeground': '#3b3b3b', 'panelTitle-inactiveForeground': '#3b3b3b99', 'panelTitle-activeBorder': '#005fb8',
  'panel-background': '#f8f8f8', 'settings-headerBorder': '#e5e5e5', 'settings-dropdownBackground': '#ffffff',
  'settings-dropdownBorder': '#cecece', 'settings-dropdownForeground': '#3b3b3b', 'settings-dropdownListBorder': '#c8c8c8',
  'list-activeSelectionBackground': '#e8e8e8', 'list-activeSelectionForeground': '#000000', 'list-hoverBackground': '#f2f2f2',
  'list-focusOutline': '#005fb8', 'sideBar-background': '#f8f8f8', 'sideBarSectionHeader-background': '#f8f8f8',
  'sideBarSectionHeader-foreground': '#3b3b3b', 'sideBarTitle-foreground': '#3b3b3b', 'progressBar-background': '#005fb8',
};

const dark: Record<string, string> = {
  foreground: '#cccccc', 'editor-background': '#1f1f1f', descriptionForeground: '#9d9d9d', disabledForeground: '#cccccc80',
  errorForeground: '#f85149', 'editorWarning-foreground': '#cca700', focusBorder: '#0078d4', 'editorGroup-border': '#ffffff17',
  'textLink-foreground': '#4daafc', 'textLink-activeForeground': '#4daafc', 'keybindingTable-rowsBackground': '#ffffff0f',
  'editorWidget-background': '#202020', 'widget-shadow': '#0000005c', 'icon-foreground': '#cccccc',
  'charts-blue': '#3794ff', 'charts-red': '#f14c4c', 'charts-yellow': '#cca700', 'charts-green': '#89d185', 'charts-purple': '#b180d7',
  'button-background': '#0078d4', 'button-foreground': '#ffffff', 'button-hoverBackground': '#026ec1', 'button-border': '#ffffff12',
  'button-secondaryBackground': '#313131', 'button-secondaryForeground': '#cccccc', 'button-secondaryHoverBackground': '#3c3c3c',
  'panelTitle-activeForeground': '#cccccc', 'panelTitle-inactiveForeground': '#9d9d9d', 'panelTitle-activeBorder': '#0078d4',
  'panel-background': '#181818', 'settings-headerBorder': '#2b2b2b', 'settings-dropdownBackground': '#313131',
  'settings-dropdownBorder': '#3c3c3c', 'settings-dropdownForeground': '#cccccc', 'settings-dropdownListBorder': '#454545',
  'list-activeSelectionBackground': '#04395e', 'list-activeSelectionForeground': '#ffffff', 'list-hoverBackground': '#2a2d2e',
  'list-focusOutline': '#0078d4', 'sideBar-background': '#181818', 'sideBarSectionHeader-background': '#181818',
  'sideBarSectionHeader-foreground': '#cccccc', 'sideBarTitle-foreground': '#cccccc', 'progressBar-background': '#0078d4',
};

const highContrast: Record<string, string> = {
  foreground: '#ffffff', 'editor-background': '#000000', descriptionForeground: '#ffffffb3', disabledForeground: '#a5a5a5',
  errorForeground: '#f48771', 'editorWarning-foreground': '#fff50f', focusBorder: '#f38518', 'editorGroup-border': '#6fc3df',
  contrastBorder: '#6fc3df', contrastActiveBorder: '#f38518', 'toolbar-hoverOutline': '#f38518',
  'textLink-foreground': '#21a6ff', 'textLink-activeForeground': '#21a6ff', 'editorWidget-background': '#0c141f',
  'icon-foreground': '#ffffff', 'charts-blue': '#3794ff', 'charts-red': '#f14c4c', 'charts-yellow': '#cca700',
  'charts-green': '#89d185', 'charts-purple': '#b180d7', 'button-background': '#000000', 'button-foreground': '#ffffff',
  'button-border': '#6fc3df', 'button-secondaryBackground': '#000000', 'button-secondaryForeground': '#ffffff',
  'panelTitle-activeForeground': '#ffffff', 'panelTitle-inactiveForeground': '#ffffff', 'panelTitle-activeBorder': '#6fc3df',
  'panel-background': '#000000', 'settings-headerBorder': '#6fc3df', 'settings-dropdownBackground': '#000000',
  'settings-dropdownBorder': '#6fc3df', 'settings-dropdownForeground': '#ffffff', 'settings-dropdownListBorder': '#6fc3df',
  'list-focusOutline': '#f38518', 'sideBar-background': '#000000', 'sideBarSectionHeader-background': '#000000',
  'sideBarSectionHeader-foreground': '#ffffff', 'sideBarTitle-foreground': '#ffffff', 'progressBar-background': '#6fc3df',
};

function variables(colors: Record<string, string>): Record<string, string> {
  return { ...common, ...Object.fromEntries(Object.entries(colors).map(([name, value]) => [`--vscode-${name}`, value])) };
}

export const THEMES: Record<ThemeKind, Theme> = {
  light: { bodyClass: 'vscode-light', variables: variables(light) },
  dark: { bodyClass: 'vscode-dark', variables: variables(dark) },
  'high-contrast': { bodyClass: 'vscode-high-contrast', variables: variables(highContrast) },
};
