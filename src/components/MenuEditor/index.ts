export { MenuEditor, type MenuEditorApi, type MenuEditorProps } from './MenuEditor';
