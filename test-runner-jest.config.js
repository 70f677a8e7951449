import { getJestConfig } from '@storybook/test-runner';
import { chromiumArgs, chromiumPath } from './scripts/chromium.js';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions['jest-playwright'],
      launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    },
  },
};
