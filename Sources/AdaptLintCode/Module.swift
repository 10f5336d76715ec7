public enum AdaptLintCodeModule {}
