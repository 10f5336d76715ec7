public enum AdaptLintIBModule {}
