// A step of main.tsx: React Router, evaluated in a task of its own.
export { createBrowserRouter } from 'react-router';
export { RouterProvider } from 'react-router/dom';
